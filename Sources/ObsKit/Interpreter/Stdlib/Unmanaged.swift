/// `Unmanaged<T>`: a reference to a script object that the program retains and releases by hand.
/// `passRetained` keeps the object alive (ObsREPL holds it, counted) until `release()` or `takeRetainedValue()`
/// give that up; `passUnretained` keeps nothing, so the object goes when its last reference does, as in Swift.
/// `toOpaque()` is a raw pointer standing for the object (one address per object) and `fromOpaque(_:)` finds it
/// again. Faithful for those, `retain()`, `takeUnretainedValue()` and `autorelease()`; using an object that is
/// gone, or releasing more than was retained, is undefined in Swift and stops with an error here. Left out:
/// `_withUnsafeGuaranteedRef`.
final class UnmanagedReferences {
    /// The objects `passRetained`/`retain()` hold, with how many times.
    var retained: [ObjectIdentifier: (object: ScriptObject, count: Int)] = [:]
    /// The memory each object's opaque pointer points at (empty; it only names the object).
    var opaque: [ObjectIdentifier: RawMemory] = [:]
}

final class UnmanagedValue: NativeValue {
    private weak var object: ScriptObject?
    private let typeDescription: String

    init(_ object: ScriptObject) {
        self.object = object
        typeDescription = object.type.name
    }

    var typeName: String { "Unmanaged<\(typeDescription)>" }

    func isEqual(to other: NativeValue) -> Bool? {
        guard let other = other as? UnmanagedValue else { return nil }
        return object === other.object
    }

    func hash(into hasher: inout Hasher) { hasher.combine(object.map(ObjectIdentifier.init)) }

    private func alive(_ call: PointerCall) throws -> ScriptObject {
        guard let object else {
            throw PointerMemory.undefined("using an unmanaged reference to an object that was deallocated", call.interpreter, call.range, call.source)
        }
        return object
    }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        switch name {
        case "takeUnretainedValue": return PointerCall.method(name) { call in .object(try self.alive(call)) }
        case "takeRetainedValue", "release":
            return PointerCall.method(name) { call in
                let object = try self.alive(call)
                let references = call.interpreter.unmanagedReferences
                let key = ObjectIdentifier(object)
                guard let held = references.retained[key] else {
                    throw PointerMemory.undefined("releasing an object through Unmanaged more times than it was retained", call.interpreter, call.range, call.source)
                }
                references.retained[key] = held.count > 1 ? (object, held.count - 1) : nil
                return name == "release" ? .void : .object(object)
            }
        case "retain":
            return PointerCall.method(name) { call in
                UnmanagedType.retain(try self.alive(call), call.interpreter)
                return .native(self)
            }
        case "autorelease": return PointerCall.method(name) { _ in .native(self) }
        case "toOpaque":
            return PointerCall.method(name) { call in
                let object = try self.alive(call)
                let references = call.interpreter.unmanagedReferences
                let memory = references.opaque[ObjectIdentifier(object)]
                    ?? RawMemory(bytes: [], origin: .lent, interpreter: call.interpreter)
                memory.opaqueObject = object
                references.opaque[ObjectIdentifier(object)] = memory
                return .native(RawPointerValue(memory, offset: 0, isMutable: true))
            }
        default: return nil
        }
    }
}

/// `Unmanaged` (and `Unmanaged<T>`) as a value: `passRetained(_:)`, `passUnretained(_:)`, `fromOpaque(_:)`.
final class UnmanagedType: NativeGenericType {
    var typeName: String { "Unmanaged" }

    func specialized(_ arguments: [TypeRef]) -> Value { .native(self) }

    static func retain(_ object: ScriptObject, _ interpreter: Interpreter) {
        let key = ObjectIdentifier(object)
        interpreter.unmanagedReferences.retained[key] = (object, (interpreter.unmanagedReferences.retained[key]?.count ?? 0) + 1)
    }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        switch name {
        case "passRetained", "passUnretained":
            return PointerCall.method(name) { call in
                guard case .object(let object) = try call.value(nil) else { throw call.error("Unmanaged.\(name)(_:) takes an instance of a class") }
                if name == "passRetained" { Self.retain(object, call.interpreter) }
                return .native(UnmanagedValue(object))
            }
        case "fromOpaque":
            return PointerCall.method(name) { call in
                var given = try call.value(nil)
                if case .optional(let wrapped) = given { given = wrapped }
                guard case .native(let pointer as RawPointerValue) = given else { throw call.error("Unmanaged.fromOpaque(_:) takes a raw pointer") }
                guard pointer.offset == 0, let object = pointer.memory.opaqueObject else {
                    throw PointerMemory.undefined("Unmanaged.fromOpaque of a pointer that toOpaque() did not make, or to an object that was deallocated",
                                                  call.interpreter, call.range, call.source)
                }
                return .native(UnmanagedValue(object))
            }
        default: return nil
        }
    }
}
