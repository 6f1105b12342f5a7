// Navigation in apps: a gallery presents a slideshow in a fullScreenCover that has its own NavigationStack.
// Cover content is built when presented (rules §13.1, §15.11); inside it, dismiss() in a pushed slide pops the slide, the
// innermost presentation (rules §15.12). Closing the cover through its binding removes its whole hierarchy, so the pushed
// slide's @StateObject is released, before the onDisappear callbacks run (rules §1.4, §10.3). A cover can't be swiped away (rules §15.11).
import SwiftUI

final class SlideTimer: ObservableObject {
    @Published var seconds = 0
    init() { print("SlideTimer init") }
    deinit { print("SlideTimer deinit") }
}

struct SlideView: View {
    let number: Int
    @Binding var isPresented: Bool
    @Environment(\.dismiss) private var dismiss
    @StateObject private var timer = SlideTimer()

    var body: some View {
        let _ = print("SlideView body \(number)")
        VStack {
            Text("Slide \(number)")
            Button("Done") { dismiss() }
            Button("Close slideshow") { isPresented = false }
        }
    }
}

struct Slideshow: View {
    @Binding var isPresented: Bool

    var body: some View {
        let _ = print("Slideshow body")
        NavigationStack {
            List([1, 2], id: \.self) { number in
                NavigationLink("Slide \(number)", value: number)
            }
            .navigationDestination(for: Int.self) { number in
                SlideView(number: number, isPresented: $isPresented)
            }
        }
        .onAppear { print("slideshow appear") }
        .onDisappear { print("slideshow disappear") }
    }
}

struct Gallery: View {
    @State private var showingSlideshow = false

    var body: some View {
        NavigationStack {
            Button("Start slideshow") { showingSlideshow = true }
                .navigationTitle("Gallery")
        }
        .fullScreenCover(isPresented: $showingSlideshow) {
            Slideshow(isPresented: $showingSlideshow)
        }
    }
}

:mount Gallery()
:tap "Start slideshow"
// expect: Slideshow body
// expect: slideshow appear
:tap "Slide 1"
// expect: SlideTimer init
// expect: SlideView body 1
:tap "Done"
// expect: SlideTimer deinit
:tap "Slide 2"
// expect: SlideTimer init
// expect: SlideView body 2
:tap "Close slideshow"
// expect: SlideTimer deinit
// expect: slideshow disappear
:objects SlideTimer
// expect: class                   live  made  gone
// expect: SlideTimer                 0     2     2
:tap "Start slideshow"
// expect: Slideshow body
// expect: slideshow appear
:dismiss
// expect-error: a full-screen cover can't be dismissed by a swipe
