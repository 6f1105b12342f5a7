// A notice banner driven by an optional item binding, `.noticeBanner($notice)`: a ViewModifier with
// `@Binding var notice: Notice?` that shows the notice's text and a Dismiss button in a top inset.
// What SwiftUI does: the sync view only passes `$notice` and reads `nextID` in its action, so its body never runs
// after the first (rules §3.5). The modifier reads its binding: each new notice and the dismissal run only the
// modifier (rules §2.9, §9.3). A new notice with another id and text is a different value, so it runs again.
// Sources: rules §2.9, §3.4, §3.5, §9.3, §15.11; https://developer.apple.com/documentation/swiftui/viewmodifier
// https://developer.apple.com/documentation/swiftui/view/safeareainset(edge:alignment:spacing:content:)
import SwiftUI

struct Notice: Identifiable, Equatable {
    let id: Int
    let text: String
}

struct NoticeBanner: ViewModifier {
    @Binding var notice: Notice?

    func body(content: Content) -> some View {
        let _ = print("NoticeBanner body: \(notice?.text ?? "none")")
        content
            .safeAreaInset(edge: .top) {
                if let notice {
                    HStack {
                        Text(notice.text)
                        Spacer()
                        Button("Dismiss") { self.notice = nil }
                    }
                    .padding()
                    .background(.yellow.opacity(0.3))
                }
            }
    }
}

extension View {
    func noticeBanner(_ notice: Binding<Notice?>) -> some View {
        modifier(NoticeBanner(notice: notice))
    }
}

struct SyncView: View {
    @State private var notice: Notice?
    @State private var nextID = 1

    var body: some View {
        let _ = print("SyncView body")
        List {
            Button("Sync now") {
                notice = Notice(id: nextID, text: "Synced \(nextID) items")
                nextID += 1
            }
        }
        .noticeBanner($notice)
    }
}

:mount SyncView()
// expect: SyncView body
// expect: NoticeBanner body: none
:tap "Sync now"
// expect: NoticeBanner body: Synced 1 items
:tap "Sync now"
// expect: NoticeBanner body: Synced 2 items
:tap "Dismiss"
// expect: NoticeBanner body: none
