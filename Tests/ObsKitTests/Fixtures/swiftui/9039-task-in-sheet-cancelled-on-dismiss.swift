// SwiftUI from Apple's documentation: https://developer.apple.com/documentation/swiftui/view/task(priority:_:) (a sheet's content starts its task when presented and has it cancelled when dismissed)
// What SwiftUI does: the sheet's content is built when the sheet is presented
// (https://developer.apple.com/documentation/swiftui/view/sheet(ispresented:ondismiss:content:)), so its task starts
// then; dismissing the sheet removes the view, and SwiftUI cancels the unfinished task.
import SwiftUI

struct DetailSheet: View {
    var body: some View {
        Text("Details")
            .task {
                print("sheet task started")
                do {
                    try await Task.sleep(for: .seconds(3))
                    print("sheet task finished")
                } catch {
                    print("sheet task cancelled")
                }
            }
    }
}

struct ListScreen: View {
    @State private var showDetails = false

    var body: some View {
        Button("Show details") { showDetails = true }
            .sheet(isPresented: $showDetails) {
                DetailSheet()
            }
    }
}

:mount ListScreen()
print("mounted, no sheet yet")
// expect: mounted, no sheet yet
:tap "Show details"
// expect: sheet task started
:advance 1s
:dismiss
// expect: sheet task cancelled
:advance 3s
