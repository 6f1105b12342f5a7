// Stack Overflow style (containerRelativeFrame carousel): pages a third and two thirds of the horizontal scroll view's 393-point width, measured with onGeometryChange (Apple containerRelativeFrame(_:count:span:spacing:alignment:), onGeometryChange(for:of:action:))
import SwiftUI

struct PageCard: View {
    let number: Int
    let span: Int

    var body: some View {
        Text("Page \(number)")
            .containerRelativeFrame(.horizontal, count: 3, span: span, spacing: 0)
            .onGeometryChange(for: CGFloat.self) { proxy in
                proxy.size.width
            } action: { width in
                if number == 1 { print("page \(number) span \(span): \(width)") }
            }
    }
}

struct ContentView: View {
    @State private var span = 1

    var body: some View {
        VStack {
            ScrollView(.horizontal) {
                HStack(spacing: 0) {
                    ForEach(1...4, id: \.self) { number in
                        PageCard(number: number, span: span)
                    }
                }
            }
            Button("Bigger pages") { span = 2 }
        }
    }
}
:mount ContentView()
// expect: page 1 span 1: 131.0
:tap "Bigger pages"
// expect: page 1 span 2: 262.0
