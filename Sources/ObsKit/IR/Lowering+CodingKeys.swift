/// The `CodingKeys` Swift synthesizes for a struct or class that conforms to `Codable` (`Encodable`,
/// `Decodable`) and declares none: an enum conforming to `CodingKey` with a case per stored property, which the
/// type's own `init(from:)` and `encode(to:)` name (`decoder.container(keyedBy: CodingKeys.self)`). Declared
/// where the conformance is; an extension's (`extension User: Decodable { ... }`) gets its cases from the
/// type's stored properties when it runs (the front end does not see them).
extension Lowering {
    static let codableProtocols: Set<String> = ["Codable", "Encodable", "Decodable"]

    func synthesizeCodingKeys(in decl: TypeDecl) {
        guard decl.kind == .struct || decl.kind == .class || decl.kind == .extension,
              decl.inherited.contains(where: Self.codableProtocols.contains),
              !decl.nestedTypes.contains(where: { $0.name == "CodingKeys" }),
              !decl.typeAliases.contains(where: { $0.name == "CodingKeys" }) else { return }
        let keys = TypeDecl(name: "CodingKeys", kind: .enum, inherited: ["CodingKey"], properties: [], methods: [],
                            initializers: [], deinitializer: nil, range: decl.range)
        keys.isSynthesized = true
        keys.cases = decl.properties.filter { $0.getter == nil && !$0.isStatic }.map {
            EnumCaseDecl(name: $0.name, rawValue: nil, associated: nil, range: $0.range)
        }
        decl.nestedTypes.append(keys)
    }
}
