// Kodeco SwiftUI by Tutorials style (navigation chapter): programmatic navigation with `@State private var path: [Int] = []` and `NavigationStack(path: $path)`; "Start" appends, each step's "Next" appends through a @Binding, "Home" empties the path; the root doesn't read the path, so pushes and pops run only the pushed steps' bodies (rules §3.5, §15.12); a push hides the page it covers (its onDisappear, §14.3), and popping several pages at once destroys them all but only the one on screen disappears: the covered ones already did (§11.1)
import SwiftUI

struct StepView: View {
    let step: Int
    @Binding var path: [Int]

    var body: some View {
        let _ = print("StepView \(step) body")
        VStack {
            Text("Step \(step)")
            Button("Next") { path.append(step + 1) }
            Button("Home") { path.removeAll() }
        }
        .onDisappear { print("StepView \(step) disappear") }
    }
}

struct TourView: View {
    @State private var path: [Int] = []

    var body: some View {
        let _ = print("TourView body")
        NavigationStack(path: $path) {
            VStack {
                Text("Welcome aboard")
                Button("Start") { path.append(1) }
            }
            .navigationDestination(for: Int.self) { step in
                StepView(step: step, path: $path)
            }
        }
    }
}

:mount TourView()
// expect: TourView body
:tap "Start"
// expect: StepView 1 body
:tap "Next"
// expect: StepView 2 body
// expect: StepView 1 disappear
:tap "Next"
// expect: StepView 3 body
// expect: StepView 2 disappear
:tap "Home"
// expect: StepView 3 disappear
