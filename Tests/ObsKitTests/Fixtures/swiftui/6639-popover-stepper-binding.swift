// Follows Apple's page "popover(isPresented:attachmentAnchor:arrowEdge:content:)"
// (developer.apple.com/documentation/swiftui/view/popover(ispresented:attachmentanchor:arrowedge:content:)): an "Aa"
// button in a reader that shows text-size options in a popover.
// - In a compact size class (an iPhone) the popover adapts to a sheet (Apple's page; rules §15.11); its content is
//   built when presented and appears then (rules §13.1, §11.1), and a swipe (:dismiss) closes it.
// - The Stepper writes the reader's @State through a @Binding (rules §9.3); the reader's body reads the size, so
//   each press (one turn each, README `:step`) runs it once (rules §3.5, §10.1).
// - The popover's own body prints nothing: whether the presented content or the presenter updates first in the same
//   turn is not specified.
import SwiftUI

struct TextSizeOptions: View {
    @Binding var pointSize: Int

    var body: some View {
        VStack {
            Stepper("Text Size", value: $pointSize, in: 10...24)
            Text("\(pointSize) pt")
        }
        .padding()
    }
}

struct ReaderView: View {
    @State private var pointSize = 14
    @State private var isShowingOptions = false

    var body: some View {
        let _ = print("ReaderView body, \(pointSize) pt")
        VStack {
            Text("Chapter One")
                .font(.system(size: CGFloat(pointSize)))
            Button("Aa") { isShowingOptions = true }
        }
        .popover(isPresented: $isShowingOptions, arrowEdge: .top) {
            TextSizeOptions(pointSize: $pointSize)
                .onAppear { print("options appeared") }
        }
    }
}

:mount ReaderView()
// expect: ReaderView body, 14 pt
:tap "Aa"
// expect: options appeared
:step "Text Size" up 2
// expect: ReaderView body, 15 pt
// expect: ReaderView body, 16 pt
:dismiss
:tap "Aa"
// expect: options appeared
:step "Text Size" down
// expect: ReaderView body, 15 pt
