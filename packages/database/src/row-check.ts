import type { GenericSchema, InferInput } from 'valibot'
import type { Database, Json } from './database.js'

type PublicSchema = Database['public']

/** A table of the public schema. */
export type TableName = keyof PublicSchema['Tables']
/** A view of the public schema. */
export type ViewName = keyof PublicSchema['Views']
/** A function of the public schema. */
export type FunctionName = keyof PublicSchema['Functions']

/** One row of a function's result: the element of a set-returning function's array. */
export type FunctionRow<F extends FunctionName> = PublicSchema['Functions'][F]['Returns'] extends
  readonly (infer R)[] | null
  ? R
  : PublicSchema['Functions'][F]['Returns']

/**
 * How strictly nullability is compared. A table's generated types know which columns are NOT
 * NULL, so a schema must agree exactly. A view's columns are all typed nullable (PostgreSQL cannot
 * tell), so a schema may be stricter; a function's result columns are all typed non-null, so a
 * schema may allow null where the function returns it.
 */
type Nullability = 'exact' | 'schema-may-drop-null' | 'schema-may-add-null'

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
type HasNull<T> = null extends T ? true : false
type Bare<T> = Exclude<T, null | undefined>

/** The nullability of a schema field against its column, per {@link Nullability}. */
type NullabilityFits<Out, Col, Mode extends Nullability> =
  Same<HasNull<Out>, HasNull<Col>> extends true
    ? true
    : Mode extends 'schema-may-drop-null'
      ? HasNull<Out> extends false
        ? true
        : false
      : Mode extends 'schema-may-add-null'
        ? HasNull<Out> extends true
          ? true
          : false
        : false

/**
 * Whether a field's values fit the column's: what the schema accepts is a kind of what the column
 * holds (a picklist of a text column), or takes in all of it (a numeric read as number or text).
 * A JSON column's shape is the schema's business.
 */
type ValueFits<In, Col> =
  Same<Bare<Col>, Bare<Json>> extends true
    ? true
    : [Bare<In>] extends [Bare<Col>]
      ? true
      : [Bare<Col>] extends [Bare<In>]
        ? true
        : false

/** The fields of a row (a schema's input) that do not fit their column, or have none. */
type Misfits<In, Row, Mode extends Nullability, Embedded extends PropertyKey> = {
  [K in Exclude<keyof In, Embedded>]: K extends keyof Row
    ? ValueFits<In[K], Row[K]> extends true
      ? NullabilityFits<In[K], Row[K], Mode> extends true
        ? never
        : K
      : K
    : K
}[Exclude<keyof In, Embedded>]

/** `true` when every field fits, else an object naming each misfit with both types. */
type Verdict<In, Row, Mode extends Nullability, Embedded extends PropertyKey> = [
  Misfits<In, Row, Mode, Embedded>,
] extends [never]
  ? true
  : {
      [K in Misfits<In, Row, Mode, Embedded>]: {
        schema: K extends keyof In ? In[K] : never
        database: K extends keyof Row ? Row[K] : 'no such column'
      }
    }

/**
 * `true` when a valibot row schema fits the generated `Row` of table `T`. The schema's input is
 * the row as the database sends it (its output may be reshaped by a transform): every field is a
 * column, nullable exactly when the column is, with values the column can hold (or the schema
 * accepts all of them). `Embedded` names fields that are embedded resources, not columns.
 * Otherwise an object naming the misfits, which `Fits` turns into a type error.
 */
export type TableRowFits<
  S extends GenericSchema,
  T extends TableName,
  Embedded extends PropertyKey = never,
> = Verdict<InferInput<S>, PublicSchema['Tables'][T]['Row'], 'exact', Embedded>

/** {@link TableRowFits} for a view (its columns are all typed nullable). */
export type ViewRowFits<
  S extends GenericSchema,
  V extends ViewName,
  Embedded extends PropertyKey = never,
> = Verdict<InferInput<S>, PublicSchema['Views'][V]['Row'], 'schema-may-drop-null', Embedded>

/** {@link TableRowFits} for one row of a function's result (its columns are typed non-null). */
export type FunctionRowFits<S extends GenericSchema, F extends FunctionName> = Verdict<
  InferInput<S>,
  FunctionRow<F>,
  'schema-may-add-null',
  never
>

/** Fails to compile unless `T` is `true`: `export type X = Fits<TableRowFits<…>>`. */
export type Fits<T extends true> = T
