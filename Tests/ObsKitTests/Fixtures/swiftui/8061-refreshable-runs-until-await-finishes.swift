// SwiftUI from Apple's documentation: a pull to refresh runs the refreshable action, which awaits, then updates the list
// Apple, View.refreshable(action:) (https://developer.apple.com/documentation/swiftui/view/refreshable(action:)): "action: An
// asynchronous handler that SwiftUI executes when a person requests a refresh." "the view reveals a progress indicator and executes
// the specified handler. The indicator remains visible for the duration of the refresh, which runs asynchronously". The rows change
// only after the awaited work resumes.
import SwiftUI

struct Feed: View {
    @State private var items = ["old"]

    var body: some View {
        let _ = print("Feed body: \(items.joined(separator: ","))")
        List(items, id: \.self) { item in
            Text(item)
        }
        .refreshable {
            print("refresh started")
            try? await Task.sleep(for: .seconds(2))
            items.insert("new", at: 0)
            print("refresh finished")
        }
    }
}

:mount Feed()
// expect: Feed body: old
:refresh
// expect: refresh started
:advance 1s
:advance 1s
// expect: refresh finished
// expect: Feed body: new,old
