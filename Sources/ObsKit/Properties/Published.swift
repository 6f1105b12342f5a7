/// Combine's `Published` as a field of a script object: the value, and the `$x` subscribers.
/// A set sends `objectWillChange` first, then the new value to `$x`, then stores (SEMANTICS §6);
/// `$x` publishers come with the Combine issue.
public final class PublishedBox {
    var value: Value

    init(value: Value) {
        self.value = value
    }
}
