// SwiftUI from Apple's documentation: when the id changes, .task(id:) cancels the running task before starting a new one
// Apple, task(id:priority:_:) (https://developer.apple.com/documentation/swiftui/view/task(id:priority:_:)): "This method
// behaves like task(priority:_:), except that it also cancels and recreates the task when a specified value changes."
// "If the id value changes, SwiftUI cancels and restarts the task."
import SwiftUI

struct Loader: View {
    @State private var page = 1
    var body: some View {
        VStack {
            Button("Next page") { page += 1 }
            Text("Page \(page)")
                .task(id: page) {
                    let loading = page
                    do {
                        try await Task.sleep(for: .seconds(2))
                        print("loaded page \(loading)")
                    } catch {
                        print("page \(loading) cancelled")
                    }
                }
        }
    }
}

:mount Loader()
:advance 1s
:tap "Next page"
:advance 1s
:advance 1s
// expect: page 1 cancelled
// expect: loaded page 2
