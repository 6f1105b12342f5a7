/// Evaluates resolved IR. One interpreter per session; it owns the session's global names, collects
/// what scripts print, and records events. It never does I/O itself (DESIGN.md house rule 1).
final class Interpreter {
    let globals = Globals(names: GlobalNames())
    let events = EventLog()
    /// What scripts printed since the session last drained it.
    var output = ""
    /// SwiftUI's runtime warnings (tier 2 of DESIGN.md), worded as SwiftUI words them.
    var issues: [String] = []
    /// Mistakes of the series seen where they happen, for the session's adviser (Advice/).
    var adviceFindings: [AdviceFinding] = []
    /// Objects made while a view's body ran, by id, with the view's type (taken by the adviser each turn).
    var madeInBody: [Int: String] = [:]
    /// Objects that became a view's `@State` storage this turn (installed, so not throwaways: rules §3.3),
    /// by id (taken by the adviser each turn).
    var installedInState: Set<Int> = []
    /// True while a `@StateObject` box makes its object (that object is the node's own, not a throwaway).
    var isInstallingObject = false
    /// Errors raised where they cannot be thrown (a `deinit` body), reported at the end of the turn.
    var deferredErrors: [ObsDiagnostic] = []
    /// The view graph, as far as running code needs it (set by the graph; weak: the session owns both).
    weak var viewUpdates: ViewUpdates?
    private var nextObjectID = 0
    var stackGuard = StackGuard()
    /// Frames of finished calls, reused by the next calls (`FramePool`).
    let framePool = FramePool()
    /// Steps so far (calls, loop iterations, task steps, deliveries: Limits/StepBudget), and the most a
    /// script may take (nil: no limit).
    var steps = 0
    var stepBudget: Int? = Interpreter.defaultStepBudget
    /// The memory limit for script values, in bytes (nil: none; Limits/MemoryBudget).
    var memoryBudget: Int? = Interpreter.defaultMemoryBudget
    /// Releases long chains of script objects without deep recursion (Limits/DeepRelease).
    let releaser = DeepRelease()
    /// Observation callbacks running inside one another now (Limits/CallbackErrors).
    var callbackDepth = 0
    /// The element a running `repeat` is at: what `each x` reads (ParameterPacks.swift).
    var packIndex = 0
    /// Functions a variable of the same name replaced in its global slot (`let serve = {}` beside
    /// `func serve(customer:)`), by slot: a call with argument labels still reaches them.
    var shadowedFunctions: [Int: Value] = [:]
    /// Live script objects, weakly, and how many were made and destroyed.
    let census = Census()
    /// Counts declarations that added initializers: a type's cached `usableInitializers` is current while
    /// this has not moved (an extension may add one to a superclass at any later input).
    var initializerGeneration = 0
    /// Set while the message of a switch that matched no case describes its value (see `matchingCase`).
    var describingUnmatchedSwitch = false
    /// Moves whenever a script type is made or its members change (TypeInfo bumps it): the answers
    /// `selfMemberAnswers` remembers are current while this has not moved.
    var memberGeneration: Int {
        get { memberCounter.value }
        set { memberCounter.value = newValue }
    }
    /// `memberGeneration`'s storage, shared with every TypeInfo (which reads it without the weak
    /// reference back to the interpreter: see `TypeInfo.method`).
    let memberCounter = GenerationCounter()
    /// How many changes went get-change-set through a setter (`modifyThroughSetter`): each copies the whole
    /// value. Tests read it to keep the in-place paths in place (issue 14), independent of the machine's speed.
    var copiesThroughSetters = 0
    /// See `isMutatingLibraryMethod`.
    var lastNonMutatingName = ""
    /// The last name `holdsMutableLibraryValue` found among Array's mutating methods.
    var lastMutatingArrayName = ""
    /// A noncopyable struct with a deinit was declared: calls look for consumed receivers (NoncopyableValues.swift).
    var declaresNoncopyableValues = false
    /// The names of computed properties some script type declares with a `nonmutating set` (Interpreter+Assignment).
    var nonmutatingSetterNames: Set<String> = []
    /// A script type declares a computed property with a `mutating get` (Interpreter+Expressions, `evaluateMember`).
    var declaresMutatingGetters = false
    /// Per global slot: whether a bare name inside a member (`.selfMemberOrGlobal`) is a member of `self`,
    /// for the last type of `self` it was asked for (HotPaths.swift).
    var selfMemberAnswers: [SelfMemberAnswer?] = []
    /// The `#Preview`s declared, in order: their names and their view types.
    var previews: [(title: String?, type: TypeInfo)] = []
    /// The defaults of the environment values `@Entry` declared in `extension EnvironmentValues`, by name.
    var environmentEntries: [String: Value] = [:]
    /// `@AppStorage` and `@SceneStorage` values, by key, for the session.
    let storage = SessionStorage()
    /// The session's tasks and virtual clock.
    lazy var scheduler = TaskScheduler(interpreter: self)
    /// Members scripts added to library types with `extension Int { ... }`, by type name.
    var builtinExtensions: [String: TypeInfo] = [:]
    /// Member names declared with more than one signature, or in a constrained extension: their calls
    /// choose among declarations (OverloadResolution); others take the one there is.
    var overloadedNames: Set<String> = []
    /// A script type adopts a literal protocol (`ExpressibleByIntegerLiteral`...): literals read against
    /// the type expected where they stand (LiteralAdoption). False: no literal needs looking at.
    var literalAdopters = false
    /// The literal protocols the script's extensions give library types (`extension Range: ExpressibleByIntegerLiteral`),
    /// by the library type's name.
    var libraryLiteralConformances: [String: Set<String>] = [:]
    /// Some function has a generic parameter only its result fixes (`FunctionDecl.resultFixesGenerics`): a call
    /// passed as an argument is read against its parameter's type. False: no argument needs that.
    var resultTypedGenerics = false
    /// The names of the mutating methods script types declare: only a call of one of them may change a struct in
    /// place where it is held (`callMutatingInPlace`), so other calls skip the look at what holds it.
    var mutatingMethodNames: Set<String> = []
    /// Some view declared a `@FocusState` (only then does an update settle the focus: ViewGraph+Focus).
    var declaresFocusState = false
    /// Whether some type declares a `static func ~=` (expression patterns then look for one).
    var declaresStaticPatternOperator = false
    /// Script functions by where their names are, with the type they are members of (`ChosenCallees`).
    var functionsByPlace: [NamePlace: (function: FunctionDecl, owner: TypeInfo?)] = [:]
    /// The protocol method requirements by where their names are (`ChosenCallees`).
    var requirementsByPlace: [NamePlace: (protocol: TypeInfo, name: String)] = [:]
    /// The signature each member name was first declared with (to notice a second).
    var memberSignatures: [String: String] = [:]
    /// A struct a read changed (a `lazy var` computed on first read, a `mutating get`): the read's caller stores it
    /// where the struct lives (`storeChangedSelf`).
    var pendingSelfStore: StructValue?
    /// The receiver of the protocol extension method whose arguments are being read (`ProtocolMethodArguments`).
    var protocolMethodReceiver: Value?
    /// The type the context expects of a member a `subscript(dynamicMember:)` overloaded by its result gives
    /// (`let age: Int? = doc.age`), from when the base is evaluated until `dynamicMember` takes it.
    var expectedDynamicMember: TypeRef?
    /// The observers of variables outside types that are running (a write from inside them runs none).
    var runningObservers: Set<RunningObserver> = []
    /// An `onAppear` action is running (TaskAdvice: work a view starts each time it appears).
    var runningAppearance = false
    /// True while a plain `=` stores (not `+=` or a mutating call): an `@Observable` property then
    /// notifies only if the value changed.
    var plainAssignment = false
    /// The generic arguments written for the instance `Box<Int>(...)` is about to make: its initializer reads
    /// `T` from them (taken by `makeInstance`).
    var pendingGenerics: (type: TypeInfo, arguments: [TypeRef])?
    /// The generic arguments of the generic enums whose initializers are running, innermost last: their `self`
    /// has no value to read them from until the init assigns it.
    var enumInitGenerics: [(type: TypeInfo, arguments: [TypeRef])] = []
    /// The instances whose stored properties' initial values are being computed, innermost last, with their
    /// generic arguments (`var spare = T()` reads `T` here).
    var constructionGenerics: [(type: TypeInfo, arguments: [TypeRef])] = []
    /// Types whose initializer is running (property observers do not fire there).
    var initializing: [TypeInfo] = []
    /// How many `defer` bodies are running while an initializer is: their writes run observers, as Swift's
    /// do (a `defer` in `init` is the known way to have `didSet` run for an initializer's own write).
    var deferredInInitializer = 0
    /// The types that declare the initializers now running, innermost last (an inherited init's is the superclass):
    /// a property's observers are skipped only in its declaring type's own initializer.
    var initializerOwners: [TypeInfo] = []
    /// Per designated class initializer running: whether its body called `super.init` (else it is called
    /// implicitly at its end).
    var superInitCalls: [Bool] = []
    var nextPublisherID = 0
    /// How many runs of pointer memory were made: each gets its own made-up address (PointerMemory).
    var pointerRuns = 0
    /// The objects held through `Unmanaged` (Unmanaged.swift).
    let unmanagedReferences = UnmanagedReferences()
    /// Work for the main queue (`receive(on: DispatchQueue.main)`, `DispatchQueue.main.async`): it runs at
    /// the end of the current turn, before the graph flushes (see MainScheduler).
    var mainQueue: [() throws -> Void] = []
    /// Members of library types written without their type where the context gives it (`.bufferingNewest(5)`,
    /// `.fractionLength(2)`): no contextual types here, so each name stands for one library member.
    var implicitLibraryMembers: [String: Value] = [:]
    /// Whether Foundation's names are in (FoundationModule.swift).
    var foundationImported = false
    /// Top-level `defer` bodies, with the frame of their chunk: they run when the script (or, typed in the
    /// shell, the input) ends, last first, as a `main.swift`'s run when its top-level code ends.
    var topLevelDefers: [(body: [Stmt], frame: Frame, source: SourceText)] = []
    /// The module name Swift prints before a class name (`main.CounterVM`), as for a script run by `swift`.
    static let moduleName = "main"

    init() {
        Builtins.install(into: self)
        globals.sealBuiltins()
    }

    /// Runs what the front end made of one input. Returns the value of a final expression statement, if any.
    @discardableResult
    func execute(_ program: Program, declaredAhead: Set<String> = []) throws -> Value? {
        globals.growToFit()
        // An input's declarations come first, in any order it writes them (DeclarationOrder).
        var skipped = declaredAhead
        let declarations = Self.declarations(in: program.statements, source: program.source).filter { !declaredAhead.contains($0.key) }
        if declarations.count > 1 { skipped.formUnion(declareAhead(declarations)) }
        let frame = Frame.make(size: program.frameSize)
        var last: Value?
        for statement in program.statements {
            if !skipped.isEmpty, skipped.contains(Declaration.key(statement, program.source)) { continue }
            // An error a callback left waiting (Limits/CallbackErrors) stops the input before its next statement.
            try throwDeferredError()
            last = nil
            if case .deferStmt(let body) = statement.kind {
                topLevelDefers.append((body, frame, program.source))
                continue
            }
            do {
                if case .expr(let expr) = statement.kind {
                    let value = try evaluate(expr, frame, program.source)
                    if case .void = value {} else { last = value }
                } else {
                    _ = try exec(statement, frame, program.source)
                }
            } catch var diagnostic as ObsDiagnostic where diagnostic.location?.range.line == 0 {
                // An error the runtime met in code of its own (a library default calling the script's `distance(to:)`),
                // which has no place in the source: shown at the statement that led to it, not at line 0.
                diagnostic.location = SourceLocation(source: program.source, range: statement.range)
                throw diagnostic
            }
        }
        return last
    }

    /// Runs the pending top-level `defer` bodies, last first.
    func runTopLevelDefers() throws {
        while let (body, frame, source) = topLevelDefers.popLast() {
            _ = try exec(body, frame, source)
        }
    }

    func takeOutput() -> String {
        defer { output = "" }
        return output
    }

    /// Adds to what scripts printed this turn (`print`, `dump`, `_printChanges()`, `:trace`).
    func appendOutput(_ text: String) {
        output += text
    }

    /// `:reset`: the next object is `#1` again (the census forgets the ones still alive, see Census.died).
    func restartNumbering() {
        nextObjectID = 0
    }

    func makeObjectID() -> Int {
        nextObjectID += 1
        return nextObjectID
    }

    func runtimeError(_ message: String, _ range: SourceRange, _ source: SourceText) -> ObsDiagnostic {
        ObsDiagnostic(.runtime, message, at: SourceLocation(source: source, range: range))
    }

    /// SwiftUI's own warnings: recorded, shown by the session, never fatal.
    func warn(_ message: String) {
        issues.append(message)
        events.record(.issue(message))
    }

    // MARK: deinit

    /// An object's death, told by its Swift deinit before its memory goes (`identity` is not used after).
    /// `wasInstance`: false for an object whose initializer gave up before every stored property had a value;
    /// Swift frees such an object without running `deinit`, so no deinit event is recorded either.
    func objectDied(id: Int, identity: ObjectIdentifier, censusIndex: Int32, className: String, wasInstance: Bool) {
        if wasInstance { events.record(.objectDeinit(id: id, className: className)) }
        census.died(index: censusIndex, identity: identity, className: className)
    }

    func runDeinit(of standIn: ScriptObject) {
        // The class's own deinit first, then each superclass's, as Swift runs them.
        var type: TypeInfo? = standIn.type
        while let current = type {
            defer { type = current.superclass }
            guard let body = current.decl.deinitializer else { continue }
            _ = reportingErrors { try call(body, receiver: .object(standIn), arguments: [], type: current) }
        }
    }

    func reportEscapedSelf(in type: TypeInfo) {
        deferredErrors.append(ObsDiagnostic(
            .runtime, "'self' escaped the deinit of \(type.name); Swift would crash here ('deallocated with non-zero retain count')",
            at: type.decl.deinitializer.map { type.location($0.range) }))
    }
}
