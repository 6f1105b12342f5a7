// Lessons played in a `fullScreenCover(item:onDismiss:content:)` with a "Close Lesson" button that calls
// `@Environment(\.dismiss)`; while the cover is up, the list behind it can't be tapped (own names and code).
// What SwiftUI does: the cover's content is built when the item is set, with the unwrapped item; the presenter
// doesn't read the item and doesn't run (rules §13.1, §8.7). `dismiss()` closes the cover by writing the binding
// (rules §15.12), and `onDismiss` runs for that dismissal (Apple: "The closure to execute when dismissing the modal
// view"). A cover is modal: while it is shown, `:tap` reaches only what is inside it, so the list's "Loops" button is
// not there (rules §15.11).
// Sources: rules §8.7, §13.1, §15.11, §15.12;
// https://developer.apple.com/documentation/swiftui/view/fullscreencover(item:ondismiss:content:)
import SwiftUI

struct Lesson: Identifiable {
    let id: Int
    let title: String
}

struct LessonPlayer: View {
    let lesson: Lesson
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        let _ = print("LessonPlayer body: \(lesson.title)")
        VStack {
            Text(lesson.title)
            Button("Close Lesson") { dismiss() }
        }
    }
}

struct CourseView: View {
    let lessons = [Lesson(id: 1, title: "Variables"), Lesson(id: 2, title: "Loops")]
    @State private var playing: Lesson?

    var body: some View {
        let _ = print("CourseView body")
        List(lessons) { lesson in
            Button(lesson.title) { playing = lesson }
        }
        .fullScreenCover(item: $playing, onDismiss: { print("cover dismissed") }) { lesson in
            LessonPlayer(lesson: lesson)
        }
    }
}

:mount CourseView()
// expect: CourseView body
:tap "Variables"
// expect: LessonPlayer body: Variables
:tap "Close Lesson"
// expect: cover dismissed
:tap "Loops"
// expect: LessonPlayer body: Loops
:tap "Variables"
// expect-error: no visible button labelled "Variables"
