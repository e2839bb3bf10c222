import {
  type IfAny,
  hasChanged,
  isArray,
  isFunction,
  isIntegerKey,
  isObject,
} from '@vue/shared'
import type { ComputedRef, WritableComputedRef } from './computed'
import { ReactiveFlags, TrackOpTypes, TriggerOpTypes } from './constants'
import { onTrack, triggerEventInfos } from './debug'
import { getDepFromReactive } from './dep'
import {
  type Builtin,
  type ShallowReactiveMarker,
  type Target,
  isProxy,
  isReactive,
  isReadonly,
  isShallow,
  toRaw,
  toReactive,
} from './reactive'
import {
  type Link,
  type ReactiveNode,
  ReactiveFlags as _ReactiveFlags,
  activeSub,
  batchDepth,
  flush,
  link,
  propagate,
  shallowPropagate,
} from './system'

declare const RefSymbol: unique symbol
export declare const RawSymbol: unique symbol

export interface Ref<T = any, S = T> {
  get value(): T
  set value(_: S)
  /**
   * Type differentiator only.
   * We need this to be in public d.ts but don't want it to show up in IDE
   * autocomplete, so we use a private Symbol instead.
   */
  [RefSymbol]: true
}

/**
 * Checks if a value is a ref object.
 *
 * @param r - The value to inspect.
 * @see {@link https://vuejs.org/api/reactivity-utilities.html#isref}
 */
export function isRef<T>(r: Ref<T> | unknown): r is Ref<T>
/*@__NO_SIDE_EFFECTS__*/
export function isRef(r: any): r is Ref {
  return r ? r[ReactiveFlags.IS_REF] === true : false
}

/**
 * Takes an inner value and returns a reactive and mutable ref object, which
 * has a single property `.value` that points to the inner value.
 *
 * @param value - The object to wrap in the ref.
 * @see {@link https://vuejs.org/api/reactivity-core.html#ref}
 */
export function ref<T>(
  value: T,
): [T] extends [Ref] ? IfAny<T, Ref<T>, T> : Ref<UnwrapRef<T>, UnwrapRef<T> | T>
export function ref<T = any>(): Ref<T | undefined>
/*@__NO_SIDE_EFFECTS__*/
export function ref(value?: unknown) {
  return createRef(value, toReactive)
}

declare const ShallowRefMarker: unique symbol

export type ShallowRef<T = any, S = T> = Ref<T, S> & {
  [ShallowRefMarker]?: true
}

/**
 * Shallow version of {@link ref}.
 *
 * @example
 * ```js
 * const state = shallowRef({ count: 1 })
 *
 * // does NOT trigger change
 * state.value.count = 2
 *
 * // does trigger change
 * state.value = { count: 2 }
 * ```
 *
 * @param value - The "inner value" for the shallow ref.
 * @see {@link https://vuejs.org/api/reactivity-advanced.html#shallowref}
 */
export function shallowRef<T>(
  value: T,
): Ref extends T
  ? T extends Ref
    ? IfAny<T, ShallowRef<T>, T>
    : ShallowRef<T>
  : ShallowRef<T>
export function shallowRef<T = any>(): ShallowRef<T | undefined>
/*@__NO_SIDE_EFFECTS__*/
export function shallowRef(value?: unknown) {
  return createRef(value)
}

function createRef(rawValue: unknown, wrap?: <T>(v: T) => T) {
  if (isRef(rawValue)) {
    return rawValue
  }
  return new RefImpl(rawValue, wrap)
}

/**
 * @internal
 */
class RefImpl<T = any> implements ReactiveNode {
  subs: Link | undefined = undefined
  subsTail: Link | undefined = undefined
  flags: _ReactiveFlags = _ReactiveFlags.Mutable

  _value: T
  _wrap?: <T>(v: T) => T
  private _oldValue: T
  private _rawValue: T

  /**
   * @internal
   */
  readonly __v_isRef = true
  // TODO isolatedDeclarations ReactiveFlags.IS_REF
  /**
   * @internal
   */
  readonly __v_isShallow: boolean = false
  // TODO isolatedDeclarations ReactiveFlags.IS_SHALLOW

  constructor(value: T, wrap: (<T>(v: T) => T) | undefined) {
    this._oldValue = this._rawValue = wrap ? toRaw(value) : value
    this._value = wrap ? wrap(value) : value
    this._wrap = wrap
    this[ReactiveFlags.IS_SHALLOW] = !wrap
  }

  get dep(): this {
    return this
  }

  get value(): T {
    trackRef(this)
    if (this.flags & _ReactiveFlags.Dirty && this.update()) {
      const subs = this.subs
      if (subs !== undefined) {
        shallowPropagate(subs)
      }
    }
    return this._value
  }

  set value(newValue) {
    const oldValue = this._rawValue
    const useDirectValue =
      this[ReactiveFlags.IS_SHALLOW] ||
      isShallow(newValue) ||
      isReadonly(newValue)
    newValue = useDirectValue ? newValue : toRaw(newValue)
    if (hasChanged(newValue, oldValue)) {
      this.flags |= _ReactiveFlags.Dirty
      this._rawValue = newValue
      this._value =
        !useDirectValue && this._wrap ? this._wrap(newValue) : newValue
      const subs = this.subs
      if (subs !== undefined) {
        if (__DEV__) {
          triggerEventInfos.push({
            target: this,
            type: TriggerOpTypes.SET,
            key: 'value',
            newValue,
            oldValue,
          })
        }
        propagate(subs)
        if (!batchDepth) {
          flush()
        }
        if (__DEV__) {
          triggerEventInfos.pop()
        }
      }
    }
  }

  update(): boolean {
    this.flags &= ~_ReactiveFlags.Dirty
    return hasChanged(this._oldValue, (this._oldValue = this._rawValue))
  }
}
