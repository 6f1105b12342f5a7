// A toast that slides in over a view and hides itself after two seconds, written as blog posts do: a ViewModifier with
// `@Binding var isPresented` and a message, an overlay showing a banner view while presented, and a `.task` on the
// banner that sleeps and sets the binding back to false; `.toast(isPresented:message:)` wraps it.
// What SwiftUI does: Save writes the count (read by the editor) and the flag (read only by the modifier): the editor
// runs, then the modifier, whose binding changed (rules §2.9, §9.3); the banner is inserted, appears, and its task
// starts (rules §11.1, §11.3). A second Save while the toast shows writes an equal `true` (nothing, rules §3.4) and a
// new count: the editor runs; the modifier's value is equal (same flag, same message) and it doesn't run (rules §2.5,
// §2.9). Two seconds after the first Save the task sets the flag to false: only the modifier reads it and runs, and
// the banner goes (rules §1.1, §11.1). The editor never reads the flag.
// Sources: rules §1.1, §2.5, §2.9, §3.4, §9.3, §11.1, §11.3, §15.11;
// https://developer.apple.com/documentation/swiftui/view/overlay(alignment:content:)
// https://developer.apple.com/documentation/swiftui/view/task(priority:_:)
import SwiftUI

struct ToastBanner: View {
    let message: String

    var body: some View {
        let _ = print("ToastBanner body: \(message)")
        Text(message)
            .padding(.horizontal, 16)
            .padding(.vertical, 10)
            .background(.thinMaterial, in: Capsule())
            .onAppear { print("toast appeared") }
            .onDisappear { print("toast disappeared") }
    }
}

struct ToastModifier: ViewModifier {
    @Binding var isPresented: Bool
    let message: String

    func body(content: Content) -> some View {
        let _ = print("ToastModifier body: \(isPresented)")
        content
            .overlay(alignment: .top) {
                if isPresented {
                    ToastBanner(message: message)
                        .transition(.move(edge: .top).combined(with: .opacity))
                        .task {
                            try? await Task.sleep(for: .seconds(2))
                            print("toast timeout")
                            withAnimation {
                                isPresented = false
                            }
                        }
                }
            }
    }
}

extension View {
    func toast(isPresented: Binding<Bool>, message: String) -> some View {
        modifier(ToastModifier(isPresented: isPresented, message: message))
    }
}

struct NoteEditor: View {
    @State private var saves = 0
    @State private var showSavedToast = false

    var body: some View {
        let _ = print("NoteEditor body: \(saves) saves")
        VStack(spacing: 20) {
            Text("Shopping notes")
            Button("Save") {
                saves += 1
                showSavedToast = true
            }
        }
        .toast(isPresented: $showSavedToast, message: "Saved")
    }
}

:mount NoteEditor()
// expect: NoteEditor body: 0 saves
// expect: ToastModifier body: false
:tap "Save"
// expect: NoteEditor body: 1 saves
// expect: ToastModifier body: true
// expect: ToastBanner body: Saved
// expect: toast appeared
:advance 1s
:tap "Save"
// expect: NoteEditor body: 2 saves
:advance 1s
// expect: toast timeout
// expect: ToastModifier body: false
// expect: toast disappeared
