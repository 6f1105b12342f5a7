@testable import ObsKit
import Testing

/// SwiftUI's runtime warnings (rules §10): "Publishing changes from within view updates" comes from
/// a view's subscriber to `objectWillChange`, so only a change to an object some view observes warns.
@Suite struct UpdateWarningTests {
    static let warning = "Publishing changes from within view updates is not allowed, this will cause undefined behavior."

    static func warnings(_ script: String) -> [String] {
        let result = Playback.run(counterModel + script, fileName: "warnings.swift", in: Session())
        #expect(result.error == nil)
        return result.warnings
    }

    @Test func aWatchedModelWrittenInABodyWarns() {
        let found = Self.warnings("""
            struct Screen: View {
                @StateObject private var vm = CounterVM()
                @State private var flag = false
                var body: some View {
                    let _ = flag ? vm.inc() : ()
                    Button("Flip") { flag.toggle() }
                }
            }
            :mount Screen()
            :tap "Flip"
            """)
        #expect(found.contains(Self.warning))
    }

    @Test func aNewModelSettingItselfUpInAParentsBodyDoesNot() {
        let found = Self.warnings("""
            final class Feed: ObservableObject {
                @Published var posts: [String] = []
                init() { posts = ["first"] }
            }
            struct Row: View {
                @ObservedObject var feed: Feed
                var body: some View { Text("\\(feed.posts.count)") }
            }
            struct Board: View {
                @State private var theme = 0
                var body: some View {
                    Button("Theme") { theme += 1 }
                    Row(feed: Feed())
                }
            }
            :mount Board()
            :tap "Theme"
            """)
        #expect(!found.contains(Self.warning))
    }
}
