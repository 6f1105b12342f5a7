import Testing

/// The acceptance scenarios T1–T18 of docs/rules.md, one test each, named after it. Each plays its
/// scenario script (Fixtures/semantics) and checks the whole output it expects.
@Suite struct AcceptanceScenarioTests {
    static func scenario(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let fixture = FixtureCorpusTests.semantics.first(where: { $0.name.hasPrefix(name) }) else {
            Issue.record("no scenario \(name) in Fixtures/semantics", sourceLocation: sourceLocation)
            return
        }
        FixtureCorpusTests.check(fixture)
    }

    @Test func t1PublishedDeliversNewValueBeforeStoring() { Self.scenario("300-") }
    @Test func t2WithObservationTrackingFiresOnce() { Self.scenario("303-") }
    @Test func t3UnreadStateReRunsOnlyTheBindingReader() { Self.scenario("314-") }
    @Test func t4StateVersusObservableViewModel() {
        Self.scenario("337-")
        Self.scenario("338-")
    }
    @Test func t5ReadInChildInitIsChargedToParent() { Self.scenario("334-") }
    @Test func t6StateInitialValueIsMadeOnEveryInit() { Self.scenario("308-") }
    @Test func t7StateObjectIsMadeOncePerNode() {
        Self.scenario("318-")
        Self.scenario("319-")
    }
    @Test func t8InlineObservedObjectIsRemade() { Self.scenario("324-") }
    @Test func t9ConfiguredStateObjectIgnoresNewValuesUnlessIdChanges() {
        Self.scenario("322-")
        Self.scenario("323-")
    }
    @Test func t10BranchSwitchResetsBranchState() {
        Self.scenario("348-")
        Self.scenario("349-")
    }
    @Test func t11WritesInOneActionCoalesce() {
        Self.scenario("328-")
        Self.scenario("329-")
    }
    @Test func t12EqualWrites() {
        Self.scenario("310-")
        Self.scenario("327-")
        Self.scenario("330-")
        Self.scenario("306-")
    }
    @Test func t13GroupOnAppear() {
        Self.scenario("356-")
        Self.scenario("357-")
        Self.scenario("358-")
    }
    @Test func t14ParentRenderRunsChildInitNotBody() { Self.scenario("345-") }
    @Test func t15ClosurePropertyMakesChildDiffer() { Self.scenario("346-") }
    @Test func t16MissingEnvironmentObject() {
        Self.scenario("365-")
        Self.scenario("366-")
    }
    @Test func t17UninstalledStateInDynamicProperty() { Self.scenario("363-") }
    @Test func t18AlertWithLocalBindableOrObservedObject() {
        Self.scenario("339-")
        Self.scenario("340-")
    }
}
