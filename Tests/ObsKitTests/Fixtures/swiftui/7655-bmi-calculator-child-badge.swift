// Beginner tutorial style: a BMI calculator with two Steppers, a result line and a category badge child view.
// What SwiftUI does: each Stepper press writes @State the parent read, so the parent's body runs once per press
// (rules §3.4, §10.1) and builds `CategoryBadge` again (rules §2.6); the badge holds only a String, compared by
// value, so its body runs only when the category changes (rules §2.1–§2.3, §2.7).
import SwiftUI

struct CategoryBadge: View {
    let category: String
    var body: some View {
        let _ = print("badge: \(category)")
        Text(category)
            .padding(8)
            .background(.thinMaterial, in: Capsule())
    }
}

struct BMIView: View {
    @State private var heightCm = 180
    @State private var weightKg = 79

    var bmi: Double {
        let meters = Double(heightCm) / 100
        return Double(weightKg) / (meters * meters)
    }

    var category: String {
        switch bmi {
        case ..<18.5: "Underweight"
        case ..<25: "Normal"
        default: "Overweight"
        }
    }

    var body: some View {
        let _ = print("BMI \(String(format: "%.1f", bmi))")
        Form {
            Stepper("Height: \(heightCm) cm", value: $heightCm, in: 100...220)
            Stepper("Weight", value: $weightKg, in: 30...200)
            Text("\(weightKg) kg")
            Text("BMI: \(bmi, specifier: "%.1f")")
            CategoryBadge(category: category)
        }
    }
}

:mount BMIView()
// expect: BMI 24.4
// expect: badge: Normal
:step "Weight" up
// expect: BMI 24.7
:step "Weight" up 2
// expect: BMI 25.0
// expect: badge: Overweight
// expect: BMI 25.3
:step "Weight" down 3
// expect: BMI 25.0
// expect: BMI 24.7
// expect: badge: Normal
// expect: BMI 24.4
