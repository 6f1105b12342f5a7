// A type of the script's own that conforms to `Shape` (`func path(in rect: CGRect) -> Path`) is a view:
// Shape refines View (Apple's `shape` page), so `.fill`, `.stroke`, `.frame` and any other modifier apply,
// and it shows as a shape node, as the built-in shapes do (rules §15.22). Its stored properties are inputs
// like a view's: a parent's new value makes a new shape value.
import SwiftUI

struct Wedge: Shape {
    var fraction: Double
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.midX, y: rect.midY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
        path.closeSubpath()
        return path
    }
}

struct Chart: View {
    @State private var share = 0.25
    var body: some View {
        VStack {
            Wedge(fraction: share).fill(.blue).frame(width: 50, height: 50)
            Wedge(fraction: share).stroke(.red, lineWidth: 2).onTapGesture { print("wedge tapped") }
            Button("Grow") { share += 0.25; print("share", share) }
        }
    }
}

:mount Chart()
:tap "Grow"
:tree

// expect: share 0.5
// expect: Chart#1
// expect:   VStack
// expect:     Wedge#2  .fill .frame
// expect:       Wedge
// expect:     Wedge#3  .stroke .onTapGesture
// expect:       Wedge
// expect:     Button "Grow"
