/// Static members of protocol extensions constrained `where Self == T` (SE-0299): `.pill` where a value of the
/// protocol is expected (`.buttonStyle(.pill)`, `use(.dark)` for `some Theme`) is the member of the extension
/// whose `Self` is `Pill`, read on `Pill` itself, so the member runs with `Pill` as its `Self` and its
/// constraint holds. `Color.brand` reaches `extension ShapeStyle where Self == Color { static var brand }`.
extension Interpreter {
    /// The static member `name` of one of `proto`'s extensions constrained `where Self == T`, read on T; nil when
    /// the protocol has none. `forCall`: the member is called (`.pill(tint: .green)`), so a method of that name
    /// comes before a property; otherwise a property does, as Swift picks by the context's type.
    func protocolStaticMember(_ name: String, of proto: TypeInfo, forCall: Bool, _ range: SourceRange,
                              _ source: SourceText) throws -> Value? {
        guard let concrete = constrainedSelf(of: name, in: proto) else { return nil }
        if let info = scriptType(named: concrete.nominalName ?? ""), info.kind != .protocol {
            if !forCall, let value = try staticProperty(name, of: info, range, source) { return value }
            return try staticMember(name, of: info, range, source)
        }
        guard case .named(let typeName, _) = concrete else { return nil }
        return try constrainedLibraryStaticMember(name, of: typeName, range, source)
    }

    /// `T` of `where Self == T` on a static member `name` that `proto`'s extensions declare.
    private func constrainedSelf(of name: String, in proto: TypeInfo) -> TypeRef? {
        var declarations: [FunctionDecl] = []
        if let getter = proto.staticComputed[name]?.getter { declarations.append(getter) }
        declarations += proto.staticVariants[name] ?? proto.staticMethods[name].map { [$0] } ?? []
        for declaration in declarations {
            if let same = declaration.conditions.first(where: { $0.subject == "Self" && $0.sameType != nil })?.sameType {
                return same
            }
        }
        return nil
    }

    /// A static member that an extension of a SwiftUI protocol constrained `where Self == T` gives the library
    /// type `typeName` (`extension ShapeStyle where Self == Color { static var brand: Color { ... } }`).
    func constrainedLibraryStaticMember(_ name: String, of typeName: String, _ range: SourceRange,
                                        _ source: SourceText) throws -> Value? {
        guard !builtinExtensions.isEmpty else { return nil }
        for protocolName in Self.swiftUIProtocols.sorted() {
            guard let proto = builtinExtensions[protocolName], constrainedSelf(of: name, in: proto) == .named(typeName, []) else { continue }
            // Run as the extension's own static member, as those of `extension Int` are (its names are the library's).
            return try staticMember(name, of: proto, range, source)
        }
        return nil
    }

    /// The protocol a context's type names (`some P`, `any P`, `P`): a script protocol, or a library protocol
    /// that a script extended.
    func extendedProtocol(_ type: TypeRef) -> TypeInfo? {
        guard let name = type.nominalName else { return nil }
        if let info = scriptType(named: name) { return info.kind == .protocol ? info : nil }
        return Self.libraryProtocols.contains(name) ? builtinExtensions[name] : nil
    }
}
