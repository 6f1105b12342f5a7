// SwiftUI from Apple's documentation: task(id:priority:_:) — https://developer.apple.com/documentation/swiftui/view/task(id:priority:_:) (the task runs when the pushed view appears and, when the id value changes, SwiftUI cancels it and starts it again)
import SwiftUI

struct ArticleList: View {
    let topic: String
    @State private var page = 1
    var body: some View {
        VStack {
            Text("\(topic) page \(page)")
            Button("Next page") { page += 1 }
        }
        .task(id: page) {
            let requested = page
            print("loading \(topic) page \(requested)")
            do {
                try await Task.sleep(for: .seconds(2))
                print("\(topic) page \(requested) done")
            } catch {
            }
        }
    }
}

struct ContentView: View {
    var body: some View {
        NavigationStack {
            NavigationLink("Swift", value: "Swift")
                .navigationDestination(for: String.self) { ArticleList(topic: $0) }
        }
    }
}

:mount ContentView()
:tap "Swift"
:advance 1s
:tap "Next page"
:advance 3s
:tap "Next page"
:advance 1s
:back
:advance 5s
// expect: loading Swift page 1
// expect: loading Swift page 2
// expect: Swift page 2 done
// expect: loading Swift page 3
