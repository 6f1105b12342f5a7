/// The standard library's small enums written by name (`FloatingPointSign.minus`, `FloatingPointClassification`):
/// their cases as static members, `init(rawValue:)` where the enum has raw values, and `.self`. Their values are
/// `LibraryEnumCase`s, as the properties that answer them (`x.sign`, `x.floatingPointClass`) make them.
final class LibraryEnumType: NativeCallable, Sendable {
    let name: String
    /// The cases in declaration order, with their raw values (Int) if the enum has them.
    let cases: [(name: String, raw: Int?)]

    /// The module that declares it (`Swift.FloatingPointSign`, `Foundation.NumberFormatter.Style`).
    let module: String

    init(_ name: String, module: String = "Swift", _ cases: [(name: String, raw: Int?)]) {
        self.name = name
        self.module = module
        self.cases = cases
    }

    var typeName: String { name + ".Type" }
    var printedForm: String { name }

    static let all: [LibraryEnumType] = [
        LibraryEnumType("FloatingPointSign", [("plus", 0), ("minus", 1)]),
        LibraryEnumType("FloatingPointClassification", ["signalingNaN", "quietNaN", "negativeInfinity", "negativeNormal", "negativeSubnormal",
                                                        "negativeZero", "positiveZero", "positiveSubnormal", "positiveNormal",
                                                        "positiveInfinity"].map { ($0, nil) }),
        // Foundation's, with their raw values (`NumberFormatter.Style.decimal.rawValue` is 1).
        LibraryEnumType("NumberFormatter.Style", module: "Foundation", NumberFormatterValue.styles.map { ($0.key, Int($0.value.rawValue)) }.sorted { $0.1 < $1.1 }),
        LibraryEnumType("String.Encoding", module: "Foundation",
                        Interpreter.encodings.map { ($0.key, Int($0.value.rawValue)) }.sorted { $0.1 < $1.1 || $0.1 == $1.1 && $0.0 < $1.0 }),
        LibraryEnumType("NumberFormatter.RoundingMode", module: "Foundation",
                        NumberFormatterValue.roundingModes.map { ($0.key, Int($0.value.rawValue)) }.sorted { $0.1 < $1.1 }),
    ]

    /// A case's raw value, for the enums that have them.
    static func rawValue(of enumTypeName: String, _ caseName: String) -> Int? {
        all.first { $0.name == enumTypeName }?.cases.first { $0.name == caseName }?.raw ?? nil
    }

    func call(_ arguments: [Interpreter.ArgumentValue], interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value {
        guard arguments.count == 1, arguments[0].label == "rawValue", let raw = arguments[0].value.integerValue,
              cases.contains(where: { $0.raw != nil }) else {
            throw interpreter.runtimeError("no exact matches in call to initializer '\(name)'", range, source)
        }
        return cases.first { $0.raw == raw }.map { .optional(.native(LibraryEnumCase(name, module: module, $0.name))) } ?? Value.none
    }

    func member(_ member: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        if member == "init" { return .native(self) }
        if member == "self" { return .builtinType(name) }
        return cases.first { $0.name == member }.map { .native(LibraryEnumCase(name, module: module, $0.name)) }
    }
}
