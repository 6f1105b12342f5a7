// Hacking with Swift, "How to run some code when state changes using onChange()", https://www.hackingwithswift.com/quick-start/swiftui/how-to-run-some-code-when-state-changes-using-onchange, with Apple's task(id:priority:_:), https://developer.apple.com/documentation/swiftui/view/task(id:priority:_:) — a search field whose onChange logs old and new text while a .task(id: query) debounces: each keystroke cancels the sleeping task and starts another
// Paul Hudson's example: `TextField("Enter your name:", text: $name).onChange(of: name) { oldValue, newValue in
// print("Changing from \(oldValue) to \(newValue)") }`. Apple's task(id:): "SwiftUI can automatically cancel the
// task ... when the id value changes, SwiftUI cancels and restarts the task"; a cancelled Task.sleep throws
// CancellationError. So only the last query, left alone for 300 ms, is searched (rules §11.3).
import SwiftUI

struct ContentView: View {
    @State private var name = ""
    @State private var results: [String] = []
    let all = ["Taylor", "Tara", "Tom", "Anna"]

    var body: some View {
        VStack {
            TextField("Enter your name:", text: $name)
                .onChange(of: name) { oldValue, newValue in
                    print("Changing from \(oldValue) to \(newValue)")
                }
            Text("Matches: \(results.joined(separator: ", "))")
        }
        .task(id: name) {
            let query = name
            do {
                try await Task.sleep(for: .milliseconds(300))
                results = all.filter { $0.hasPrefix(query) }
                print("searched \"\(query)\": \(results.count) results")
            } catch {
                print("cancelled \"\(query)\"")
            }
        }
    }
}

:mount ContentView()
:advance 1s
// expect: searched "": 4 results
:type "Ta" into "Enter your name:"
// expect: Changing from  to T
// expect: Changing from T to Ta
// expect: cancelled "T"
:advance 100ms
:type "y" into "Enter your name:"
// expect: Changing from Ta to Tay
// expect: cancelled "Ta"
:advance 500ms
// expect: searched "Tay": 1 results
:type "m" into "Enter your name:"
// expect: Changing from Tay to Taym
:advance 100ms
:unmount
// expect: cancelled "Taym"
