/// The arguments of a method a protocol extension declares, read against its parameters' types: a type named there
/// that no type of the script or the library has is the protocol's associated type, which the receiver's type gives
/// (`extension Graph { func show(_ n: Node) }` called as `grid.show(.init(x: 1))`: `.init` is the `Node` of `grid`'s
/// type, as the compiler reads it). The caller's frame knows nothing of that receiver, so the call names it while its
/// arguments are read.
extension Interpreter {
    /// Runs `read` (the arguments' evaluation) with `receiver` as the one whose associated types a parameter type names,
    /// when `function` is a protocol extension's member; otherwise as it is.
    func readingArguments<T>(of function: FunctionDecl, on receiver: Value, _ read: () throws -> T) rethrows -> T {
        guard function.isProtocolExtensionMember else { return try read() }
        let outer = protocolMethodReceiver
        protocolMethodReceiver = receiver
        defer { protocolMethodReceiver = outer }
        return try read()
    }

    /// `Node` read while the arguments of a protocol extension's method are read: the receiver's associated type of
    /// that name; nil for a script's type or outside such a call.
    func receiversAssociatedType(_ type: TypeRef) -> TypeRef? {
        // (A library type's generic parameter of the name, `Set`'s `Element`, is no type here either.)
        guard let receiver = protocolMethodReceiver, case .named(let name, []) = type, scriptType(named: name) == nil,
              let info = scriptType(of: receiver) else { return nil }
        return associatedType(name, of: info, arguments: genericArguments(of: receiver))
    }
}
