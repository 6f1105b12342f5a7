/// Stores `value` into `slot` and hands back the old value, so that it is released only after the
/// store's exclusive access has ended. Releasing may run a script's `deinit`, which may read the very
/// storage being written (a global, a frame, the object's fields); Swift aborts on such overlap.
@inline(__always)
func exchange<T>(_ slot: inout T, with value: T) -> T {
    var old = value
    swap(&slot, &old)
    return old
}
