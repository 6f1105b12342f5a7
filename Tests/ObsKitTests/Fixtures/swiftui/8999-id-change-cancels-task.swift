// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/task(priority:_:) (the task's lifetime matches the view's: if it doesn't finish before the view changes identity, SwiftUI cancels it; the view with the new id starts its own task, so only June's report finishes)
import SwiftUI

struct ReportView: View {
    let month: String

    var body: some View {
        Text("Report for \(month)")
            .task {
                do {
                    try await Task.sleep(for: .seconds(1))
                    print("report ready: \(month)")
                } catch {
                }
            }
    }
}

struct Reports: View {
    @State private var month = "May"

    var body: some View {
        VStack {
            ReportView(month: month)
                .id(month)
            Button("June") { month = "June" }
        }
    }
}

:mount Reports()
:advance 500ms
:tap "June"
:advance 1s
// expect: report ready: June
