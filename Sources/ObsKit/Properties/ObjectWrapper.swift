/// `ObservedObject.Wrapper`, `EnvironmentObject.Wrapper` and `Bindable`'s projection: `$model.name` makes
/// a binding to a property of an object. All three make it the same way, `Binding(root, keyPath:)`, which
/// reads the property once to keep its value: so on an `@Observable` object the view that makes the
/// binding depends on the property (rules §8, and OpenSwiftUI's `Binding+ObjectLocation.swift`).
final class ObjectWrapper: NativeObject {
    let object: ScriptObject
    /// `Bindable` rather than `ObservedObject.Wrapper`: only the name differs.
    let isBindable: Bool

    init(object: ScriptObject, isBindable: Bool) {
        self.object = object
        self.isBindable = isBindable
    }

    var typeName: String { isBindable ? "Bindable" : "ObservedObject.Wrapper" }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        // The value read is kept: a new binding to the same property compares equal to the old one only
        // while the value is equal too (as a `$state` binding's does), so a child given `$model.items` runs
        // again when the items changed.
        let value = try interpreter.member(name, of: .object(object), at: range, source)
        return .native(BindingValue(.object(object, name), snapshot: value))
    }
}
