// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/preferencekey/reduce(value:nextvalue:) (values combined in view-tree order, also after a row is inserted in the middle of a ForEach)
// reduce(value:nextValue:): "This method receives its values in view-tree order. Conceptually, this combines the
// preference value from one tree with that of its next sibling." An appending reduce therefore lists the
// steps as they stand on screen, whatever order they were added in:
// - Mount: wake, coffee, leave.
// - Inserting "shower" at index 1 puts it after wake in the tree, so it comes second in the combined value.
// - Moving "leave" to the front reorders the tree, and so the combined value.
import SwiftUI

struct RoutineKey: PreferenceKey {
    static let defaultValue: [String] = []

    static func reduce(value: inout [String], nextValue: () -> [String]) {
        value += nextValue()
    }
}

struct StepRow: View {
    let step: String

    var body: some View {
        Text(step)
            .preference(key: RoutineKey.self, value: [step])
    }
}

struct MorningRoutine: View {
    @State private var steps = ["wake", "coffee", "leave"]

    var body: some View {
        VStack {
            ForEach(steps, id: \.self) { step in
                StepRow(step: step)
            }
            Button("Add shower") { steps.insert("shower", at: 1) }
            Button("Leave first") {
                steps.removeAll { $0 == "leave" }
                steps.insert("leave", at: 0)
            }
        }
        .onPreferenceChange(RoutineKey.self) { routine in
            print("routine: \(routine.joined(separator: " -> "))")
        }
    }
}

:mount MorningRoutine()
// expect: routine: wake -> coffee -> leave
:tap "Add shower"
// expect: routine: wake -> shower -> coffee -> leave
:tap "Leave first"
// expect: routine: leave -> wake -> shower -> coffee
