// WWDC23 "Demystify SwiftUI performance" style, PITFALL (on purpose): a nutrition panel builds an expensive calculator object in its init, so every render of its parent makes a new one, the panel's value differs (a new reference) and the old calculator goes; the fixed panel keeps it in @StateObject, made once right before its first body, and is skipped at parent renders (rules §2.6, §2.3, §2.5, §4.1, §4.2, §4.3, §5.3)
import SwiftUI

final class NutritionCalculator: ObservableObject {
    static var made = 0
    let serial: Int

    init() {
        NutritionCalculator.made += 1
        serial = NutritionCalculator.made
        print("NutritionCalculator init #\(serial)")
    }

    deinit { print("NutritionCalculator deinit #\(serial)") }
}

struct NutritionPanel: View {
    let calculator: NutritionCalculator

    init() {
        calculator = NutritionCalculator()
    }

    var body: some View {
        let _ = print("NutritionPanel body with #\(calculator.serial)")
        Text("Calories")
    }
}

struct ProductPage: View {
    @State private var quantity = 1

    var body: some View {
        let _ = print("ProductPage body: \(quantity)")
        VStack {
            NutritionPanel()
            Button("More") { quantity += 1 }
        }
    }
}

struct FixedNutritionPanel: View {
    @StateObject private var calculator = NutritionCalculator()

    var body: some View {
        let _ = print("FixedNutritionPanel body with #\(calculator.serial)")
        Text("Calories")
    }
}

struct FixedProductPage: View {
    @State private var quantity = 1

    var body: some View {
        let _ = print("FixedProductPage body: \(quantity)")
        VStack {
            FixedNutritionPanel()
            Button("More") { quantity += 1 }
        }
    }
}

:mount ProductPage()
// expect: ProductPage body: 1
// expect: NutritionCalculator init #1
// expect: NutritionPanel body with #1
:tap "More"
// expect: ProductPage body: 2
// expect: NutritionCalculator init #2
// expect: NutritionCalculator deinit #1
// expect: NutritionPanel body with #2
:unmount
// expect: NutritionCalculator deinit #2
:mount FixedProductPage()
// expect: FixedProductPage body: 1
// expect: NutritionCalculator init #3
// expect: FixedNutritionPanel body with #3
:tap "More"
// expect: FixedProductPage body: 2
:tap "More"
// expect: FixedProductPage body: 3
