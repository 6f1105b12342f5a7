/// The names that live for the whole session (top-level variables, functions, types, built-ins), each
/// with its slot number. The resolver turns a name into its slot once; what a slot holds at run time is
/// the interpreter's business (`Globals`). A slot may be filled later than it is named (a view may name
/// a type declared further down a script), and reading an empty one is "cannot find".
final class GlobalNames {
    private(set) var names: [String] = []
    private var index: [String: Int] = [:]
    /// The generic parameters of generic types by qualified name (`Box` → `["T"]`): the library's (the
    /// interpreter installs them) and the session's, so an extension declared later can name them
    /// (`extension Box { ... T.self ... }`).
    var genericParameters: [String: [String]] = [:]
    /// The declared types of top-level variables, by slot (overloads are chosen by them).
    var declaredTypes: [Int: TypeRef] = [:]
    /// The signatures of the session's top-level functions, by name (nil for one the front end cannot
    /// type a call of): the static types of calls (Resolver+CallTypes.swift).
    var callSignatures: [String: [CallSignature?]] = [:]
    /// The session's type aliases, by name (`typealias Point = (x: Int, y: Int)`).
    var typeAliases: [String: TypeRef] = [:]
    /// The generic ones, with their parameters (`typealias Pair<T> = (first: T, second: T)`).
    var genericAliases: [String: (parameters: [String], type: TypeRef)] = [:]
    /// The protocols the session declared: inside their extensions, `self` is read as the protocol.
    var protocolNames: Set<String> = []
    /// The associated types each of those protocols declares: inside its extensions, `Element` is `Self.Element`.
    var protocolAssociatedTypes: [String: Set<String>] = [:]
    /// The static members each protocol requires or its extensions declare (`static var empty: Self`): inside its
    /// extensions, `.empty` is `Self.empty`.
    var protocolStaticMembers: [String: Set<String>] = [:]
    /// The declared types of the instance properties of the session's non-generic structs, classes and enums, by
    /// qualified type name (`cart.items` of a `Cart` is the `[any Priced]` it declares): member chains' static types.
    var propertyTypes: [String: [String: TypeRef]] = [:]
    /// The declared results of the instance methods of those types that are declared once by their name and name
    /// no generic parameter (`node.checkedChild()` of a `Node` is the `Node?` it declares); nil for a name declared
    /// more than once (the arguments would choose).
    var methodResultTypes: [String: [String: TypeRef?]] = [:]
    /// The session's structs and enums among them: a value declared as one is of that type, so nothing about its
    /// members is chosen by the declaration.
    var valueTypes: Set<String> = []
    /// Top-level variables made by a call of such a type's name (`var cart = Cart()`), by slot: the type's name.
    /// Kept apart from `declaredTypes`, which also decide dispatch (the value's own type is this one anyway).
    var constructedTypes: [Int: String] = [:]
    /// Computed and observed top-level variables: uses of the name read and write through their accessors.
    var aliases: [String: AccessorAccess] = [:]

    var count: Int { names.count }

    func slot(for name: String) -> Int {
        if let slot = index[name] { return slot }
        let slot = names.count
        names.append(name)
        index[name] = slot
        return slot
    }

    func existingSlot(for name: String) -> Int? { index[name] }

    subscript(slot: Int) -> String { names[slot] }
}
