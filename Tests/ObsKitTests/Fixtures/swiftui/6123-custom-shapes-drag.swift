// Drawing with Shape and Path (no Canvas): a Triangle, an Arc that conforms to InsettableShape (the
// Hacking with Swift "Drawing" chapter's idea, own code), a DragGesture with @GestureState moving the
// triangle, and a button filling the arc.
// Expected: shapes and gestures change only the looks; the button's action prints the progress.
import SwiftUI

struct Triangle: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.midX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}

struct Arc: InsettableShape {
    var endAngle: Angle
    var insetAmount = 0.0

    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.addArc(center: CGPoint(x: rect.midX, y: rect.midY),
                    radius: rect.width / 2 - insetAmount,
                    startAngle: .degrees(-90),
                    endAngle: endAngle - .degrees(90),
                    clockwise: false)
        return path
    }

    func inset(by amount: CGFloat) -> some InsettableShape {
        var arc = self
        arc.insetAmount += amount
        return arc
    }
}

struct ShapesDemo: View {
    @State private var progress = 0.25
    @GestureState private var dragOffset = CGSize.zero

    var body: some View {
        VStack(spacing: 24) {
            Triangle()
                .fill(.orange)
                .frame(width: 120, height: 100)
                .offset(dragOffset)
                .gesture(
                    DragGesture()
                        .updating($dragOffset) { value, state, _ in
                            state = value.translation
                        }
                )
            Arc(endAngle: .degrees(360 * progress))
                .strokeBorder(.blue, lineWidth: 12)
                .frame(width: 120, height: 120)
            Text("\(Int(progress * 100))%")
            Button("Fill more") {
                progress = min(progress + 0.25, 1)
                print("progress \(progress)")
            }
        }
    }
}

:mount ShapesDemo()
:tap "Fill more"
:tap "Fill more"
:tap "Fill more"

// expect: progress 0.5
// expect: progress 0.75
// expect: progress 1.0
