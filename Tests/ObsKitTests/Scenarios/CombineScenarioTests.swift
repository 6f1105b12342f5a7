@testable import ObsKit
import Testing

/// Combine as SwiftUI lessons use it: derived @Published state and main-queue delivery (rules §6, §10).
struct CombineScenarioTests {
    /// §6, §10: a derived property set through `assign(to: &$x)` in the same turn as its source is
    /// coalesced into the one body run of that turn, which sees both new values.
    @Test func assignToPublishedCoalescesWithItsSource() {
        let output = play("""
            final class Search: ObservableObject {
                @Published var query = ""
                @Published var label = ""
                init() { $query.map { "query: \\($0)" }.assign(to: &$label) }
            }
            struct Screen: View {
                @StateObject private var vm = Search()
                var body: some View {
                    let _ = Self._printChanges()
                    let _ = print(vm.label)
                    Button("Type") { vm.query = "ab" }
                }
            }
            :mount Screen()
            :tap "Type"
            """)
        #expect(output == """
            Screen: @self, @identity, _vm changed.
            query: 
            Screen: _vm changed.
            query: ab

            """)
    }

    /// §10 [I]: `receive(on: DispatchQueue.main)` delivers at the end of the tap's turn, before the graph
    /// flushes, so the body still runs once and sees the delivered value.
    @Test func receiveOnMainDeliversBeforeTheTurnFlushes() {
        let output = play("""
            final class Search: ObservableObject {
                @Published var query = ""
                @Published var label = ""
                init() { $query.receive(on: DispatchQueue.main).map { "query: \\($0)" }.assign(to: &$label) }
            }
            struct Screen: View {
                @StateObject private var vm = Search()
                var body: some View {
                    let _ = Self._printChanges()
                    let _ = print("[\\(vm.label)]")
                    Button("Type") { vm.query = "ab"; print("tapped, label [\\(vm.label)]") }
                }
            }
            :mount Screen()
            :tap "Type"
            """)
        #expect(output == """
            Screen: @self, @identity, _vm changed.
            []
            Screen: _vm changed.
            [query: ]
            tapped, label [query: ]
            Screen: _vm changed.
            [query: ab]

            """)
    }
}
