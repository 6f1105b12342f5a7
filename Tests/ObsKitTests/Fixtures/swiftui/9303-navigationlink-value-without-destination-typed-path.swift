// SwiftUI from a tutorial pattern: https://developer.apple.com/documentation/swiftui/navigationlink/init(_:value:)-kj9v (a common mistake: a NavigationLink(value:) whose type has no navigationDestination, in a stack bound to an [Int] path)
// Apple's page for NavigationLink(_:value:): when activated, SwiftUI looks for a navigationDestination(for:)
// whose data type matches the value's type; if it finds one in the enclosing NavigationStack it pushes the
// destination; "In other cases, the link doesn't do anything" (Xcode logs that no matching destination is
// visible). Here only Int has a destination, and the bound path is an [Int]: a String can't go in it anyway.
// - Tapping "Glossary" (a String value) does nothing: the path stays empty, onChange stays quiet.
// - "Lesson 3" pushes 3; back pops it.
import SwiftUI

struct LessonView: View {
    let number: Int

    var body: some View {
        Text("Lesson \(number)")
            .navigationTitle("Lesson \(number)")
    }
}

struct CourseHome: View {
    @State private var path: [Int] = []

    var body: some View {
        NavigationStack(path: $path) {
            List {
                NavigationLink("Lesson 3", value: 3)
                NavigationLink("Glossary", value: "glossary")
            }
            .navigationTitle("Course")
            .navigationDestination(for: Int.self) { number in
                LessonView(number: number)
            }
        }
        .onChange(of: path) { oldPath, newPath in
            print("path \(oldPath) -> \(newPath)")
        }
    }
}

:mount CourseHome()
:tap "Glossary"
:tap "Lesson 3"
// expect: path [] -> [3]
:back
// expect: path [3] -> []
