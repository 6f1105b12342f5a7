// A custom `Shape` with `animatableData` (a pie slice whose fraction animates) built with `Path`'s
// `move(to:)`, `addArc(center:radius:startAngle:endAngle:clockwise:)` and `closeSubpath()`, filled and
// animated with `.animation(_:value:)` (Apple's Shape and Animatable pages).
// Expected: shapes and animation change only the looks (rules §15.9, §15.15); the button's state
// changes print at once.
import SwiftUI

struct PieSlice: Shape {
    var fraction: Double

    var animatableData: Double {
        get { fraction }
        set { fraction = newValue }
    }

    func path(in rect: CGRect) -> Path {
        var path = Path()
        let center = CGPoint(x: rect.midX, y: rect.midY)
        path.move(to: center)
        path.addArc(center: center,
                    radius: min(rect.width, rect.height) / 2,
                    startAngle: .degrees(-90),
                    endAngle: .degrees(-90 + 360 * fraction),
                    clockwise: false)
        path.closeSubpath()
        return path
    }
}

struct WorkoutGoal: View {
    @State private var done = 1
    let goal = 4

    var body: some View {
        VStack(spacing: 16) {
            PieSlice(fraction: Double(done) / Double(goal))
                .fill(.orange.gradient)
                .frame(width: 120, height: 120)
                .animation(.easeInOut(duration: 0.4), value: done)
            Text("\(done)/\(goal) workouts")
            Button("Log workout") {
                if done < goal { done += 1 }
                print("logged", done)
            }
        }
    }
}

:mount WorkoutGoal()
:tap "Log workout"
:tap "Log workout"
:tap "Log workout"
:tap "Log workout"

// expect: logged 2
// expect: logged 3
// expect: logged 4
// expect: logged 4
