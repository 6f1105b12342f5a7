/// A module's name used to qualify one of its names (`Swift.print`, `Foundation.round`, `Swift.Int`): the
/// library's own declaration, also where the script declares one of the same name beside it.
final class ModuleNamespace: NativeObject {
    let name: String

    init(_ name: String) {
        self.name = name
    }

    var typeName: String { name }

    func member(_ member: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        switch interpreter.globalValue(member) {
        case .overloads(let set)?: return set.library
        case .function?, .type?: return nil
        case let value?: return value
        case nil: return nil
        }
    }
}
