// Apple "OpenURLAction"-style custom environment action (a struct with callAsFunction, set by an ancestor); Swift with Majid style; rules §14.2, §15.14, §3.4
import SwiftUI

struct ToastAction {
    let show: (String) -> Void

    func callAsFunction(_ message: String) {
        show(message)
    }
}

extension EnvironmentValues {
    @Entry var toast = ToastAction { message in
        print("no toast handler: \(message)")
    }
}

struct SaveButton: View {
    @Environment(\.toast) private var toast

    var body: some View {
        Button("Save") { toast("Saved") }
    }
}

struct Editor: View {
    @State private var lastToast = "none"

    var body: some View {
        let _ = print("Editor body: \(lastToast)")
        VStack {
            Text(lastToast)
            SaveButton()
                .environment(\.toast, ToastAction { message in
                    print("toast: \(message)")
                    lastToast = message
                })
        }
    }
}

struct ToastScreen: View {
    var body: some View {
        VStack {
            Editor()
            SaveButton()
        }
    }
}

:mount ToastScreen()
:tap "Save"
:tap "Save"
:tap "Save" 2

// expect: Editor body: none
// expect: toast: Saved
// expect: Editor body: Saved
// expect: toast: Saved
// expect: no toast handler: Saved
