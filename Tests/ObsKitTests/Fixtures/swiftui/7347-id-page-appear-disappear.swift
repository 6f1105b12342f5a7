// A reader whose page view carries `.id(page)`, next to a chapter title that takes the page as a plain input:
// which of them gets onAppear/onDisappear when the page turns? (The "onAppear is not called when my data changes"
// question, and its `.id` answer.)
// What SwiftUI does: a new page number is a new id for the page view, so its node is replaced: the new body runs,
// then after the update the old node's onDisappear and the new one's onAppear (rules §1.3, §11.1). The chapter
// title keeps its identity; its input changed, so its body runs, but a re-render is no appearance (rules §2.7,
// §11.1). A font change that touches neither input runs only the reader (rules §2.1, §2.7).
// Sources: rules §1.3, §2.1, §2.7, §11.1; https://developer.apple.com/documentation/swiftui/view/id(_:);
// https://developer.apple.com/documentation/swiftui/view/onappear(perform:)
import SwiftUI

struct PageView: View {
    let number: Int

    var body: some View {
        let _ = print("PageView body: page \(number)")
        Text("Page \(number)")
            .onAppear { print("PageView appear: \(number)") }
            .onDisappear { print("PageView disappear: \(number)") }
    }
}

struct ChapterTitle: View {
    let page: Int

    var body: some View {
        let _ = print("ChapterTitle body: page \(page)")
        Text("Chapter \((page + 1) / 2)")
            .onAppear { print("ChapterTitle appear") }
            .onDisappear { print("ChapterTitle disappear") }
    }
}

struct BookReader: View {
    @State private var page = 1
    @State private var fontSize = 14

    var body: some View {
        let _ = print("BookReader body: page \(page), size \(fontSize)")
        VStack {
            PageView(number: page)
                .id(page)
            ChapterTitle(page: page)
            Button("Next page") { page += 1 }
            Button("Bigger text") { fontSize += 2 }
        }
    }
}

:mount BookReader()
// expect: BookReader body: page 1, size 14
// expect: PageView body: page 1
// expect: ChapterTitle body: page 1
// expect: PageView appear: 1
// expect: ChapterTitle appear
:tap "Next page"
// expect: BookReader body: page 2, size 14
// expect: PageView body: page 2
// expect: ChapterTitle body: page 2
// expect: PageView disappear: 1
// expect: PageView appear: 2
:tap "Bigger text"
// expect: BookReader body: page 2, size 16
