/// `isKnownUniquelyReferenced(&x)`: whether the object in the variable `x` has no other strong reference,
/// as Swift's function answers it (the check copy-on-write types make before they change shared storage).
/// Faithful because a script object is a Swift object whose strong references are exactly the script's: the
/// values that hold it (variables, fields, elements, captures). A struct copied in a script shares its field
/// array with the original until one of them changes, so the place is reached through `modify`, which makes
/// every container on the way uniquely held first (a shared field array is copied, and the object then
/// counts the copy's reference too, as the two structs' fields are two references in Swift).
extension Stdlib {
    static func installUniqueReferenceCheck(into interpreter: Interpreter) {
        let name = "isKnownUniquelyReferenced"
        interpreter.globals.define(name, .builtin(BuiltinFunction(name, takesPlacesOnly: true) { interpreter, arguments, range, source in
            guard arguments.count == 1, let modify = arguments[0].modify else {
                throw interpreter.runtimeError("isKnownUniquelyReferenced(_:) takes a variable holding an object: isKnownUniquelyReferenced(&object)",
                                               range, source)
            }
            var unique = false
            var notAnObject: String?
            try modify { place in
                // The value is moved out of its place while it is looked at, so that the place's reference is the one counted.
                var wasOptional = false
                guard var object = takeObject(&place, wasOptional: &wasOptional) else {
                    if case .none = place { return }
                    notAnObject = place.typeName
                    return
                }
                unique = isKnownUniquelyReferenced(&object)
                place = wasOptional ? .optional(.object(object)) : .object(object)
            }
            if let notAnObject {
                throw interpreter.runtimeError("global function 'isKnownUniquelyReferenced' requires that '\(notAnObject)' be a class type",
                                               range, source)
            }
            return .bool(unique)
        }))
    }

    /// The object a place holds (plain or optional), moved out: the place is left empty, so the returned
    /// reference is the place's own. Nil (the place untouched) when it holds no object.
    private static func takeObject(_ place: inout Value, wasOptional: inout Bool) -> ScriptObject? {
        let object: ScriptObject
        switch place {
        case .object(let held): object = held
        case .optional(.object(let held)): object = held; wasOptional = true
        default: return nil
        }
        place = .uninitialized
        return object
    }
}
