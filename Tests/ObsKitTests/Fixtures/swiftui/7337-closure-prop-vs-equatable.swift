// Two lesson rows that take an `onOpen` closure from their parent: one plain, one Equatable on its title and
// marked `.equatable()`, the fix Airbnb's SwiftUI performance post and "Closure Is Evil" describe.
// What SwiftUI does: a closure that captures something is a new context each time the parent's body makes it, so it
// never equals the last one, and the plain row differs at every parent render and runs (rules §2.4, §2.3, §2.7).
// `.equatable()` makes SwiftUI compare with the row's `==`, which ignores the closure (rules §2.2): the quiet row runs
// only at its first render. Its node keeps the closure from that render, which writes the same @State storage, so
// tapping it still works.
// Sources: rules §2.2, §2.3, §2.4, §2.7, T15; https://developer.apple.com/documentation/swiftui/view/equatable();
// https://medium.com/@kurtlee/swiftui-closure-is-evil-7e7b740bd4cc
import SwiftUI

struct LessonRow: View {
    let title: String
    let onOpen: () -> Void

    var body: some View {
        let _ = print("LessonRow body: \(title)")
        Button(title, action: onOpen)
    }
}

struct QuietLessonRow: View, Equatable {
    let title: String
    let onOpen: () -> Void

    static func == (lhs: QuietLessonRow, rhs: QuietLessonRow) -> Bool {
        lhs.title == rhs.title
    }

    var body: some View {
        let _ = print("QuietLessonRow body: \(title)")
        Button("Open \(title)", action: onOpen)
    }
}

struct CourseScreen: View {
    @State private var opened = "none"

    var body: some View {
        let _ = print("CourseScreen body: opened \(opened)")
        VStack {
            LessonRow(title: "Basics") { opened = "Basics" }
            QuietLessonRow(title: "Layout") { opened = "Layout" }
                .equatable()
        }
    }
}

:mount CourseScreen()
// expect: CourseScreen body: opened none
// expect: LessonRow body: Basics
// expect: QuietLessonRow body: Layout
:tap "Basics"
// expect: CourseScreen body: opened Basics
// expect: LessonRow body: Basics
:tap "Open Layout"
// expect: CourseScreen body: opened Layout
// expect: LessonRow body: Basics
