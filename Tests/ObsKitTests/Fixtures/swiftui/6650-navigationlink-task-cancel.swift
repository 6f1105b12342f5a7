// Follows Apple's page "task(priority:_:)" (developer.apple.com/documentation/swiftui/view/task(priority:_:)): "Use
// this modifier to perform an asynchronous task with a lifetime that matches that of the modified view. If the task
// doesn't finish before SwiftUI removes the view or the view changes identity, SwiftUI cancels the task." Here a
// bird's detail, pushed with NavigationLink(value:), loads its sightings.
// - The task starts when the pushed view appears (rules §11.3); Task.sleep waits on the virtual clock that :advance
//   moves (rules §10.1). A task that finished before the pop prints nothing more.
// - Popping before it finishes removes the view: the task is cancelled, Task.sleep throws CancellationError, and
//   the catch runs; the load never completes, however long the clock runs afterwards (Apple's page; rules §11.3,
//   §14.3: a pop destroys the node).
// - Only the task's own lines print around the pop: the order of onDisappear and a cancelled task's catch is not
//   documented.
import SwiftUI

struct BirdDetail: View {
    let name: String

    var body: some View {
        let _ = print("BirdDetail body, \(name)")
        Text(name)
            .font(.title)
            .task {
                do {
                    try await Task.sleep(for: .seconds(2))
                    print("loaded sightings for \(name)")
                } catch {
                    print("\(name) load cancelled")
                }
            }
    }
}

struct BirdList: View {
    let birds = ["Robin", "Wren", "Heron"]

    var body: some View {
        let _ = print("BirdList body")
        NavigationStack {
            List(birds, id: \.self) { bird in
                NavigationLink(bird, value: bird)
            }
            .navigationTitle("Birds")
            .navigationDestination(for: String.self) { bird in
                BirdDetail(name: bird)
            }
        }
    }
}

:mount BirdList()
// expect: BirdList body
:tap "Robin"
// expect: BirdDetail body, Robin
:advance 2s
// expect: loaded sightings for Robin
:back
:tap "Wren"
// expect: BirdDetail body, Wren
:advance 1s
:back
// expect: Wren load cancelled
:advance 2s
:tap "Heron"
// expect: BirdDetail body, Heron
:advance 2s
// expect: loaded sightings for Heron
