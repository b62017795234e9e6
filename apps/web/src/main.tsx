import './styles.css'
import { boot } from './app/boot'

void boot(document.getElementById('root')!)
