/// `ObservedObject.Wrapper` and `Bindable`'s projection: `$model.name` makes a binding to a property of
/// an object. Through `Bindable` (an `@Observable` object), making the binding reads the property, so the
/// view that makes it depends on it (SEMANTICS §8); through `ObservedObject` it reads nothing.
final class ObjectWrapper: NativeObject {
    let object: ScriptObject
    /// `Bindable`'s projection (reads on creation) rather than `ObservedObject.Wrapper`'s.
    let readsOnCreation: Bool

    init(object: ScriptObject, readsOnCreation: Bool) {
        self.object = object
        self.readsOnCreation = readsOnCreation
    }

    var typeName: String { readsOnCreation ? "Bindable" : "ObservedObject.Wrapper" }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        if readsOnCreation { _ = try interpreter.member(name, of: .object(object), at: range, source) }
        return .native(BindingValue(.object(object, name)))
    }
}
