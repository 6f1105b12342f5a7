// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/migrating-from-the-observable-object-protocol-to-the-observable-macro (views update on the properties their body reads, not on any change)
// The same two-property model written both ways, each with a label view that shows only `taps`, and a text field
// for the other property.
// - The migration article lists as a benefit of Observation: "Updating views based on changes to the observable
//   properties that a view's body reads instead of any property changes that occur to an observable object".
// - https://developer.apple.com/documentation/swiftui/observedobject: the @ObservedObject label is invalidated
//   "whenever the observable object changes": typing a note runs the legacy label, not the modern one.
// - "Tap both" changes `taps` on both: both labels run, in tree order.
import SwiftUI

final class LegacyCounter: ObservableObject {
    @Published var taps = 0
    @Published var note = ""
}

@Observable
final class ModernCounter {
    var taps = 0
    var note = ""
}

struct LegacyTapsLabel: View {
    @ObservedObject var counter: LegacyCounter

    var body: some View {
        let _ = print("legacy label: \(counter.taps)")
        Text("Legacy taps: \(counter.taps)")
    }
}

struct ModernTapsLabel: View {
    var counter: ModernCounter

    var body: some View {
        let _ = print("modern label: \(counter.taps)")
        Text("Modern taps: \(counter.taps)")
    }
}

struct CompareView: View {
    @StateObject private var legacy = LegacyCounter()
    @State private var modern = ModernCounter()

    var body: some View {
        VStack {
            LegacyTapsLabel(counter: legacy)
            ModernTapsLabel(counter: modern)
            LegacyNoteField(counter: legacy)
            ModernNoteField(counter: modern)
            Button("Tap both") {
                legacy.taps += 1
                modern.taps += 1
            }
        }
    }
}

struct LegacyNoteField: View {
    @ObservedObject var counter: LegacyCounter
    var body: some View { TextField("Legacy note", text: $counter.note) }
}

struct ModernNoteField: View {
    @Bindable var counter: ModernCounter
    var body: some View { TextField("Modern note", text: $counter.note) }
}

:mount CompareView()
// expect: legacy label: 0
// expect: modern label: 0
:type "x" into "Legacy note"
// expect: legacy label: 0
:type "y" into "Modern note"
:tap "Tap both"
// expect: legacy label: 1
// expect: modern label: 1
