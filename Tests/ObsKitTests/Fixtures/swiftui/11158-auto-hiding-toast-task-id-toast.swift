// Swift with Majid style (auto-hiding toast): task(id: toast) restarts when another message replaces the toast, an equal write changes nothing, and the task hides the toast after 2 s (rules §3.4, §11.3, §1.1)
import SwiftUI

struct ContentView: View {
    @State private var toast: String?

    var body: some View {
        let _ = print("body toast=\(toast ?? "none")")
        VStack {
            Button("Save") { toast = "Saved" }
            Button("Delete") { toast = "Deleted" }
            if let toast {
                Text(toast)
                    .task(id: toast) {
                        print("showing \(toast)")
                        do {
                            try await Task.sleep(for: .seconds(2))
                        } catch {
                            return
                        }
                        self.toast = nil
                    }
            }
        }
    }
}
:mount ContentView()
// expect: body toast=none
:tap "Save"
// expect: body toast=Saved
// expect: showing Saved
:advance 1s
:tap "Delete"
// expect: body toast=Deleted
// expect: showing Deleted
:advance 1s
:advance 1s
// expect: body toast=none
:tap "Save"
// expect: body toast=Saved
// expect: showing Saved
:advance 1s
:tap "Save"
:advance 1s
// expect: body toast=none
