/// Swift's `TaskPriority`: a struct around a `UInt8` raw value with named constants (`.high` 25, `.medium` 21,
/// `.low` 17, `.background` 9; `.userInitiated` and `.utility` are other names for 25 and 17). A task made with
/// `Task(priority:)`, `Task.detached(priority:)` or `group.addTask(priority:)` has it as its base priority; one
/// made without inherits its creator's (a detached one starts at `.medium`). Priorities decide no order here
/// (tasks run in the order they were made, ScriptTask), but they are what `Task.currentPriority` and
/// `Task.basePriority` answer, and awaiting a task raises its priority to the waiter's (Swift's priority
/// escalation: a `.low` task awaited from a `.medium` one reports `.medium`, as swiftc's program does on Linux).
final class TaskPriorityValue: NativeValue, NativeDescribed, NativeSymbolMatching {
    let rawValue: UInt8

    init(_ rawValue: UInt8) { self.rawValue = rawValue }

    /// The constants by name, and the name each raw value prints with (the first of its names here).
    static let constants: [(name: String, raw: UInt8)] = [
        ("high", 25), ("medium", 21), ("low", 17), ("background", 9), ("userInitiated", 25), ("utility", 17), ("default", 21),
    ]
    static let medium: UInt8 = 21

    static func named(_ name: String) -> UInt8? { constants.first { $0.name == name }?.raw }

    var typeName: String { "TaskPriority" }

    func describe(_ interpreter: Interpreter, debug: Bool) -> String {
        guard let name = Self.constants.first(where: { $0.raw == rawValue })?.name else { return "TaskPriority(rawValue: \(rawValue))" }
        return "TaskPriority." + name
    }

    func isEqual(to other: NativeValue) -> Bool? { (other as? TaskPriorityValue).map { $0.rawValue == rawValue } }
    /// By the name it prints with: a `.high` written with no type (a symbol) hashes by its name too (HashKey).
    func hash(into hasher: inout Hasher) { hasher.combine(Self.constants.first { $0.raw == rawValue }?.name ?? String(rawValue)) }
    func order(comparedTo other: NativeValue) -> Int? {
        guard let other = other as? TaskPriorityValue else { return nil }
        return rawValue < other.rawValue ? -1 : (rawValue == other.rawValue ? 0 : 1)
    }
    func matches(symbol: String) -> Bool { Self.named(symbol) == rawValue }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        switch name {
        case "rawValue": return .sized(SizedInt(rawValue, kind: .uint8))
        case "description": return .string(describe(interpreter, debug: false))
        default: return nil
        }
    }

    /// The priority an argument names: `.high` (a symbol where no type is known), `TaskPriority.low`, an optional.
    static func given(_ value: Value) -> UInt8? {
        switch value {
        case .native(let priority as TaskPriorityValue): return priority.rawValue
        case .symbol(let name): return named(name)
        case .optional(let wrapped): return given(wrapped)
        default: return nil
        }
    }

    /// The `priority:` argument of a call that makes a task, if one is given.
    static func argument(in arguments: [Interpreter.ArgumentValue]) -> UInt8? {
        arguments.first { $0.label == "priority" }.flatMap { given($0.value) }
    }
}

/// `TaskPriority.high`, `TaskPriority(rawValue: 30)`.
final class TaskPriorityType: NativeCallable {
    var typeName: String { "TaskPriority.Type" }

    func call(_ arguments: [Interpreter.ArgumentValue], interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value {
        guard arguments.count == 1, arguments[0].label == "rawValue",
              let raw = arguments[0].value.integerValue.flatMap(UInt8.init(exactly:)) else {
            throw interpreter.runtimeError("expected TaskPriority(rawValue:) with a UInt8", range, source)
        }
        return .native(TaskPriorityValue(raw))
    }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        if name == "init" { return .native(self) }
        return TaskPriorityValue.named(name).map { .native(TaskPriorityValue($0)) }
    }
}
