// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/task(id:priority:_:) (task(id:) behaves like task(priority:_:) but also cancels and recreates the task when the id value changes: each new query cancels the search still sleeping, and only the last one delivers results)
import SwiftUI

struct SearchScreen: View {
    @State private var query = "birds"

    var body: some View {
        VStack {
            Text("Query: \(query)")
            Button("Cats") { query = "cats" }
            Button("Dogs") { query = "dogs" }
        }
        .task(id: query) {
            let searched = query
            do {
                try await Task.sleep(for: .milliseconds(300))
                print("results for \(searched)")
            } catch {
                print("search for \(searched) cancelled")
            }
        }
    }
}

:mount SearchScreen()
:advance 100ms
:tap "Cats"
:tap "Dogs"
:advance 300ms
// expect: search for birds cancelled
// expect: search for cats cancelled
// expect: results for dogs
