import Foundation
import ObsCheckAPI
import SwiftSyntax

/// One learner's session: the interpreter, the mounted view graph, and turns. Each input (a chunk of
/// Swift or a command) is one turn; at its end the graph flushes (DESIGN.md "Turns").
public final class Session {
    let interpreter: Interpreter
    /// Parse, fold, lower and resolve: what each input goes through before the interpreter runs it.
    let frontEnd: FrontEnd
    let graph: ViewGraph
    /// Whether expression values are echoed (`$R0: Int = 5`), as in the interactive shell.
    public var echoesValues: Bool
    var resultCount = 0
    /// Every input so far, as a script replays it (`:save`).
    var history: [String] = []
    /// `:trace on`: events are written as they happen.
    var tracing = false
    /// The interactive shell's session (or a guided tutorial's): `:tutorial` works here.
    public var isInteractive = false
    /// The most steps (calls, loop iterations, task steps, deliveries...) an input may take before it is
    /// stopped as a runaway (`--max-steps`; Limits/StepBudget); nil: no limit. On by default.
    public var stepBudget: Int? {
        get { interpreter.stepBudget }
        set { interpreter.stepBudget = newValue }
    }
    /// Whether the step budget is per turn (the shell: a long session is not penalised) or for the whole
    /// session (`obsrepl run`: the budget bounds the script).
    public var countsStepsPerTurn = true
    /// The memory limit for script values, in bytes (`--max-memory`; Limits/MemoryBudget); nil: none.
    public var memoryBudget: Int? {
        get { interpreter.memoryBudget }
        set { interpreter.memoryBudget = newValue }
    }
    /// The defaults of the limits above.
    public static let defaultStepBudget = Interpreter.defaultStepBudget
    public static let defaultMemoryBudget = Interpreter.defaultMemoryBudget
    /// True while `Playback` plays a script: top-level `defer`s wait for its end.
    var playingScript = false
    /// Set while a script's Swift entry is followed by more Swift: its turn ends without running tasks (Playback).
    var holdsTasks = false
    /// The real Swift compiler, behind the check stage (set by the shell; nil: inputs run unchecked).
    public var typeChecker: TypeChecker? {
        get { frontEnd.check.checker }
        set { frontEnd.check.checker = newValue }
    }
    /// `:typecheck on|off`, `obsrepl --no-typecheck`: whether inputs are checked before they run.
    public var typeChecking: Bool {
        get { frontEnd.check.isEnabled }
        set { frontEnd.check.isEnabled = newValue }
    }
    /// Advice where learners go wrong (`:advice on|off`).
    let adviser = Adviser()
    /// `:screen on`: the screen is drawn after every turn.
    var screenFollows = false
    /// The last `:mount` that worked, for `:remount`.
    var lastMount: String?
    /// The turns so far, for comparing this session with another (Compare/) and for web pages (Export/):
    /// every one while something may read them all (`keepsAllTurns`), else only the last (`:screen`).
    var turnRecords: [TurnRecord] = []
    /// How many turns were recorded (`turnRecords` may keep fewer).
    var recordedTurns = 0
    /// Each turn's record keeps the screen and the view graph after it, for `:export` (the shell turns it
    /// on, and `obsrepl run` for a script that may export; off, a turn costs nothing more). Only the last
    /// `TurnRecord.snapshotsKept` turns keep theirs.
    public var recordsForExport = false
    /// Every turn's record is kept, for a comparison (`obsrepl compare`); a session that records for export
    /// or keeps variants keeps them all too.
    public var keepsAllTurns = false
    /// Whether someone answers `:variant`, `:variants` and `:compare` (SessionVariants: the shell, a lesson).
    public var keepsVariants = false
    /// The guided tutorial this session belongs to, if any: its own commands (`:next`, `:hint`...) work here.
    weak var guide: GuidedTutorial?
    /// The declarations of a script declared before its first input ran (`declareAhead(_:fileName:)`).
    var declaredAhead: Set<String> = []
    /// The on-demand parts of the library this session has compiled (`LibraryPart`; `:reset` forgets them).
    var libraryPartsLoaded: Set<String> = []

    public init(echoesValues: Bool = false) {
        interpreter = Interpreter()
        frontEnd = FrontEnd(names: interpreter.globals.names, check: CheckStage())
        frontEnd.check.isRuntimeName = { [unowned interpreter] name in
            interpreter.globals.existingSlot(for: name).map(interpreter.globals.isBuiltin) ?? false
        }
        graph = ViewGraph(interpreter: interpreter)
        self.echoesValues = echoesValues
        // The standard library's parts written in Swift, installed as built-ins (`:reset` keeps them).
        do {
            try interpreter.execute(try frontEnd.compileLibrary(Self.libraryTexts.standard))
            try interpreter.execute(try frontEnd.compileLibrary(Self.libraryTexts.swiftUI))
        } catch {
            obsInvariant("the prelude does not run: \(error)")
        }
        interpreter.globals.sealBuiltins()
    }

    /// Compiles the parts of the library that `text` names and this session has not compiled yet (`LibraryPart`).
    func loadLibraryParts(namedIn text: String) throws {
        for part in LibraryPart.onDemand where !libraryPartsLoaded.contains(part.name) && part.isNamed(in: text) {
            libraryPartsLoaded.insert(part.name)
            try interpreter.execute(try frontEnd.compileLibrary(part.source, keepingOperators: true))
        }
    }

    /// The library's texts, split into lines once per process (a `SourceText` is immutable; splitting them
    /// was a twentieth of what a new session cost).
    private static let libraryTexts = (
        standard: SourceText(text: Prelude.source, fileName: Prelude.fileName, firstLine: 1),
        swiftUI: SourceText(text: SwiftUIPrelude.source, fileName: SwiftUIPrelude.fileName, firstLine: 1))

    var events: [EventLog.Event] { interpreter.events.events }

    deinit {
        // Unfinished tasks unwind now, while the interpreter they run in is still here.
        interpreter.scheduler.shutdown()
    }

    /// Runs one entry from an `InputAccumulator`.
    public func run(_ entry: InputAccumulator.Entry, fileName: String) -> TurnResult {
        var input: EventLog.Event?
        var kept = false
        let text: String
        let effect: Command.Effect
        switch entry {
        case .command(let line, _):
            text = line
            effect = Command.find(CommandCall(line, fileName: fileName, line: 0).name, inTutorial: guide != nil)?.effect ?? .changes
        case .swift(let code, _):
            text = code
            effect = .changes
        }
        // What only looks is not an input that changes anything (`:why` explains the last real one), and
        // what acts from outside the session is not part of the script `:save` writes (Command.Effect).
        if effect.records {
            let first = text.split(separator: "\n").first.map(String.init) ?? text
            input = .input(first.count > 60 ? String(first.prefix(57)) + "..." : first)
            interpreter.events.record(input!)
        }
        if effect.isSaved {
            history.append(text)
            kept = true
        }
        var result: TurnResult
        let mark = interpreter.events.recorded
        switch entry {
        case .command(let text, let line):
            result = command(text, fileName: fileName, line: line)
        case .swift(let text, let firstLine):
            result = swift(text, fileName: fileName, firstLine: firstLine)
        }
        if effect.records || effect.isSaved { record(text, result, events: interpreter.events.since(mark)) }
        if screenFollows, graph.root != nil, result.screen == nil, effect.records {
            result.screen = graph.screen(ran: Self.bodies(in: interpreter.events.since(mark)))
        }
        // An input that failed before anything happened (a typo, a syntax error) is not a turn to explain.
        // Nor is it an input `:save` should write: the script it saves must replay to its end. (A runtime
        // error may come after the input changed things, so that input stays.)
        let ranNothing = result.errors.first.map { $0.kind != .runtime } ?? false
        if ranNothing, let input { interpreter.events.retract(input) }
        if ranNothing, kept { history.removeLast() }
        return result
    }

    /// The nodes whose bodies ran in these events.
    static func bodies(in events: some Sequence<EventLog.Event>) -> Set<String> {
        Set(events.compactMap { event in
            if case .bodyRun(let node, _) = event { return node }
            return nil
        })
    }

    /// The compiler's errors in a whole script, checked up front (ScriptCheck), by entry; empty when it is
    /// accepted or no compiler can be asked (`notice` then hears why).
    public func precheck(_ entries: [InputAccumulator.Entry], fileName: String, notice: (String) -> Void = { _ in }) -> [Int: [ObsDiagnostic]] {
        ScriptCheck(stage: frontEnd.check).errors(of: entries, fileName: fileName, notice: notice)
    }

    /// Runs one complete chunk of Swift, then flushes the graph. A top-level `defer` runs at the end of the
    /// input, or of the script when one is playing (`playingScript`).
    func swift(_ text: String, fileName: String = "<stdin>", firstLine: Int = 1) -> TurnResult {
        turn { result in
            let source = SourceText(text: text, fileName: fileName, firstLine: firstLine)
            // The front end's work counts too: a step per line.
            try interpreter.countSteps(source.lines.count, .synthesized, source)
            try loadLibraryParts(namedIn: text)
            let program = try frontEnd.compile(source) { result.notices.append($0) }
            // Types declared again while views are mounted: the mounted views keep the old ones.
            let redeclared = graph.root == nil ? [] : CheckedSession.declarations(in: program.tree).compactMap { declaration -> String? in
                guard declaration.key.hasPrefix("type ") else { return nil }
                let name = String(declaration.key.dropFirst(5))
                if case .type? = interpreter.globalValue(name) { return name }
                return nil
            }
            if !redeclared.isEmpty {
                result.notices.append(redeclared.joined(separator: ", ") + (redeclared.count == 1 ? " was" : " were")
                    + " declared again; the mounted views still use the old declaration: :remount mounts again")
            }
            // What the check saw is remembered even if the input stops at a runtime error: the declarations
            // before it were made.
            defer { if let checked = program.checked { frontEnd.check.accept(checked) } }
            let value = try interpreter.execute(program, declaredAhead: declaredAhead)
            if echoesValues, let value { result.echo = echo(value) }
            DeclarationAdvice(adviser: adviser, source: program.source, tree: program.tree) { [interpreter] name in
                guard case .type(let type)? = interpreter.globalValue(name) else { return nil }
                return (type.isObservableObject, type.isObservableClass, type.kind == .class)
            }.advise()
            try runMainTypes(in: program.tree, source)
            if !playingScript { try interpreter.runTopLevelDefers() }
        }
    }

    /// `@main struct Tool { static func main() async { ... } }`: the program's entry point, called once the input
    /// that declares it has run, as a program's starts once its declarations exist (`await Tool.main()` when it is
    /// async). An `App` is not started this way: it is mounted (`:mount MyApp()`).
    private func runMainTypes(in tree: SourceFileSyntax, _ source: SourceText) throws {
        for item in tree.statements {
            guard let declaration = item.item.asProtocol(DeclGroupSyntax.self),
                  declaration.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "main" }),
                  let name = (declaration as? any NamedDeclSyntax)?.name.text ?? declaration.as(ExtensionDeclSyntax.self)?.extendedType.trimmedDescription,
                  case .type(let type)? = interpreter.globalValue(name), !type.conforms(to: "App"),
                  let main = type.staticMethod("main") else { continue }
            let place = SourceLocationConverter(fileName: source.fileName, tree: tree).location(for: item.positionAfterSkippingLeadingTrivia)
            let line = source.firstLine + place.line - 1
            let call = SourceText(text: (main.isThrowing ? "try " : "") + (main.isAsync ? "await " : "") + name + ".main()",
                                  fileName: source.fileName, firstLine: line)
            _ = try interpreter.execute(try frontEnd.compile(call) { _ in })
        }
    }

    /// The end of a script that ran to its end: its top-level `defer` bodies run (a script stopped by an
    /// error runs none, as a crashed program runs none).
    func endScript() -> TurnResult {
        turn { _ in try interpreter.runTopLevelDefers() }
    }

    /// Runs `body` as a turn: flush at the end, collect output, warnings and errors.
    func turn(_ body: (inout TurnResult) throws -> Void) -> TurnResult {
        var result = TurnResult()
        interpreter.stackGuard.measure()
        if countsStepsPerTurn { interpreter.steps = 0 }
        let mark = interpreter.events.recorded
        do {
            try body(&result)
            // Then the graph flushes, and tasks run until they all wait; what they change shows this turn.
            try settle()
        } catch {
            result.errors += interpreter.diagnostics(for: error)
        }
        result.output = interpreter.takeOutput() + result.output
        // SwiftUI shows each of its warnings once where it happens, however often the code repeats it.
        var seen: Set<String> = []
        result.warnings = interpreter.issues.filter { seen.insert($0).inserted }
        interpreter.issues = []
        result.errors += interpreter.deferredErrors
        interpreter.deferredErrors = []
        adviser.afterTurn(interpreter.events.since(mark), madeInBody: interpreter.madeInBody, installed: interpreter.installedInState,
                          findings: interpreter.adviceFindings) { [interpreter] name in
            guard case .type(let type)? = interpreter.globalValue(name) else { return nil }
            return type.isObservableObject ? .observableObject : type.isObservableClass ? .observable : nil
        }
        interpreter.adviceFindings = []
        interpreter.madeInBody = [:]
        interpreter.installedInState = []
        result.advice = adviser.take()
        return result
    }

    /// `$R0: Int = 5`, as the Swift REPL shows a value; `$R0` can be used afterwards.
    private func echo(_ value: Value) -> String {
        defer { resultCount += 1 }
        let name = "$R\(resultCount)"
        interpreter.globals.define(name, value)
        return "\(name): \(value.typeName) = \(interpreter.debugDescribe(value))"
    }
}

extension Session {
    /// Before a script plays: declares its types, extensions and functions (up to its first `:reset`), so an
    /// input may use what a later one declares, as in a Swift file. Inputs that do not compile are left to
    /// report their error in their turn.
    public func declareAhead(_ entries: [InputAccumulator.Entry], fileName: String) {
        var declarations: [Interpreter.Declaration] = []
        // First the names of the types extensions nest (a type's code may use them before its extension comes).
        for case .swift(let text, let firstLine) in entries where text.contains("extension") {
            guard let tree = try? SwiftSource.parse(SourceText(text: text, fileName: fileName, firstLine: firstLine)) else { continue }
            frontEnd.reserveTypesNestedByExtensions(tree)
        }
        for entry in entries {
            if case .command(let line, _) = entry,
               Command.find(CommandCall(line, fileName: fileName, line: 0).name, inTutorial: guide != nil)?.startsOver == true {
                break
            }
            guard case .swift(let text, let firstLine) = entry else { continue }
            let source = SourceText(text: text, fileName: fileName, firstLine: firstLine)
            try? loadLibraryParts(namedIn: text)
            guard let program = try? frontEnd.compile(source) else { continue }
            declarations += Interpreter.declarations(in: program.statements, source: source)
        }
        guard !declarations.isEmpty else { return }
        interpreter.globals.growToFit()
        declaredAhead.formUnion(interpreter.declareAhead(declarations))
    }
}
