import Foundation

/// Foundation's `Measurement` of a `Dimension` (length, mass, temperature, speed, duration, volume, area,
/// energy), the real one: `Measurement(value:unit:)`, `value`, `unit`, `converted(to:)`, `convert(to:)`,
/// `+`/`-` (in the first operand's unit when both share it, else the base unit, as Foundation does), `*`/`/` by a
/// number, comparison, printing ("42.195 km"). The units are Foundation's own objects, found by name in
/// the tables below (the common ones of each dimension); a unit not listed is an error naming it.
final class MeasurementValue: NativeValue, NativeArithmetic, NativeMutable {
    let measurement: Foundation.Measurement<Dimension>
    let dimension: UnitDimension

    init(_ measurement: Foundation.Measurement<Dimension>, _ dimension: UnitDimension) {
        self.measurement = measurement
        self.dimension = dimension
    }

    var typeName: String { "Measurement<\(dimension.name)>" }
    var printedForm: String { measurement.description }

    func isEqual(to other: NativeValue) -> Bool? { (other as? MeasurementValue).map { $0.measurement == measurement } }
    func hash(into hasher: inout Hasher) { hasher.combine(measurement.converted(to: dimension.base).value) }
    func order(comparedTo other: NativeValue) -> Int? {
        guard let other = other as? MeasurementValue, other.dimension.name == dimension.name else { return nil }
        return measurement < other.measurement ? -1 : (measurement == other.measurement ? 0 : 1)
    }

    func apply(_ op: BinaryOperator, _ other: Value, selfOnLeft: Bool, interpreter: Interpreter, range: SourceRange,
               source: SourceText) throws -> Value? {
        if case .native(let measured as MeasurementValue) = other, measured.dimension.name == dimension.name {
            let (a, b) = selfOnLeft ? (measurement, measured.measurement) : (measured.measurement, measurement)
            switch op {
            case .add: return .native(MeasurementValue(a + b, dimension))
            case .subtract: return .native(MeasurementValue(a - b, dimension))
            case _ where op.isComparison: return .bool(Interpreter.compared(op, a < b ? -1 : (a == b ? 0 : 1)))
            default: return nil
            }
        }
        guard let number = other.doubleValue else { return nil }
        switch op {
        case .multiply: return .native(MeasurementValue(selfOnLeft ? measurement * number : number * measurement, dimension))
        case .divide where selfOnLeft: return .native(MeasurementValue(measurement / number, dimension))
        default: return nil
        }
    }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        switch name {
        case "value": return .double(measurement.value)
        case "unit": return .native(UnitValue(measurement.unit, dimension))
        case "description": return .string(measurement.description)
        case "converted":
            return interpreter.method(name) { [self] interpreter, arguments, range, source in
                .native(MeasurementValue(measurement.converted(to: try dimension.unit(interpreter.argument(arguments, "to"), interpreter, range, source)),
                                         dimension))
            }
        default: return nil
        }
    }

    func setting(_ name: String, to value: Value, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        guard name == "value", let number = value.doubleValue else { return nil }
        return .native(MeasurementValue(Foundation.Measurement(value: number, unit: measurement.unit), dimension))
    }

    var mutatingMethodNames: Set<String> { ["convert"] }

    func mutating(_ name: String, _ arguments: [Interpreter.ArgumentValue], interpreter: Interpreter, range: SourceRange,
                  source: SourceText) throws -> (newSelf: Value, result: Value) {
        let unit = try dimension.unit(interpreter.argument(arguments, "to"), interpreter, range, source)
        return (.native(MeasurementValue(measurement.converted(to: unit), dimension)), .void)
    }
}

/// One of Foundation's units (`UnitLength.miles`), with the dimension it belongs to.
final class UnitValue: NativeValue {
    let unit: Dimension
    let dimension: UnitDimension

    init(_ unit: Dimension, _ dimension: UnitDimension) {
        self.unit = unit
        self.dimension = dimension
    }

    var typeName: String { dimension.name }
    var printedForm: String { unit.symbol }

    func isEqual(to other: NativeValue) -> Bool? { (other as? UnitValue).map { $0.unit == unit } }
    func hash(into hasher: inout Hasher) { hasher.combine(unit.symbol) }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        name == "symbol" ? .string(unit.symbol) : nil
    }
}

/// A dimension type (`UnitLength`): its units by name, as static members and as implicit members (`.miles`).
final class UnitDimension: NativeObject {
    let name: String
    let units: [String: Dimension]
    let base: Dimension

    init(_ name: String, base: Dimension, _ units: [String: Dimension]) {
        self.name = name
        self.base = base
        self.units = units
    }

    var typeName: String { name + ".Type" }

    func member(_ member: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        if member == "self" { return .native(self) }
        // `UnitLength.baseUnit()`: a class method.
        if member == "baseUnit" { return interpreter.method(member) { [self] _, _, _, _ in .native(UnitValue(base, self)) } }
        return units[member].map { .native(UnitValue($0, self)) }
    }

    /// The unit an argument names: a unit value, or an implicit member (`.miles`) of this dimension.
    func unit(_ value: Value?, _ interpreter: Interpreter, _ range: SourceRange, _ source: SourceText) throws -> Dimension {
        switch value {
        case .native(let given as UnitValue)? where given.dimension.name == name: return given.unit
        case .symbol?, .builtin?:
            // `.miles`; `.seconds` and `.milliseconds` read as Duration's members, named the same.
            let unitName = interpreter.optionNames(value).first ?? ""
            guard let unit = units[unitName] else {
                throw interpreter.runtimeError("type '\(name)' has no member '\(unitName)' (ObsREPL has its common units)", range, source)
            }
            return unit
        default:
            throw interpreter.runtimeError("expected a unit of '\(name)'", range, source)
        }
    }

    static func makeAll() -> [UnitDimension] { [
        UnitDimension("UnitLength", base: UnitLength.meters, [
            "megameters": UnitLength.megameters, "kilometers": UnitLength.kilometers, "hectometers": UnitLength.hectometers,
            "decameters": UnitLength.decameters, "meters": UnitLength.meters, "decimeters": UnitLength.decimeters,
            "centimeters": UnitLength.centimeters, "millimeters": UnitLength.millimeters, "micrometers": UnitLength.micrometers,
            "nanometers": UnitLength.nanometers, "inches": UnitLength.inches, "feet": UnitLength.feet, "yards": UnitLength.yards,
            "miles": UnitLength.miles, "scandinavianMiles": UnitLength.scandinavianMiles, "lightyears": UnitLength.lightyears,
            "nauticalMiles": UnitLength.nauticalMiles, "fathoms": UnitLength.fathoms, "furlongs": UnitLength.furlongs,
            "astronomicalUnits": UnitLength.astronomicalUnits, "parsecs": UnitLength.parsecs,
        ]),
        UnitDimension("UnitMass", base: UnitMass.kilograms, [
            "kilograms": UnitMass.kilograms, "grams": UnitMass.grams, "decigrams": UnitMass.decigrams,
            "centigrams": UnitMass.centigrams, "milligrams": UnitMass.milligrams, "micrograms": UnitMass.micrograms,
            "nanograms": UnitMass.nanograms, "picograms": UnitMass.picograms, "ounces": UnitMass.ounces, "pounds": UnitMass.pounds,
            "stones": UnitMass.stones, "metricTons": UnitMass.metricTons, "shortTons": UnitMass.shortTons, "carats": UnitMass.carats,
            "ouncesTroy": UnitMass.ouncesTroy, "slugs": UnitMass.slugs,
        ]),
        UnitDimension("UnitTemperature", base: UnitTemperature.kelvin, [
            "kelvin": UnitTemperature.kelvin, "celsius": UnitTemperature.celsius, "fahrenheit": UnitTemperature.fahrenheit,
        ]),
        UnitDimension("UnitSpeed", base: UnitSpeed.metersPerSecond, [
            "metersPerSecond": UnitSpeed.metersPerSecond, "kilometersPerHour": UnitSpeed.kilometersPerHour,
            "milesPerHour": UnitSpeed.milesPerHour, "knots": UnitSpeed.knots,
        ]),
        UnitDimension("UnitDuration", base: UnitDuration.seconds, [
            "hours": UnitDuration.hours, "minutes": UnitDuration.minutes, "seconds": UnitDuration.seconds,
            "milliseconds": UnitDuration.milliseconds, "microseconds": UnitDuration.microseconds,
            "nanoseconds": UnitDuration.nanoseconds, "picoseconds": UnitDuration.picoseconds,
        ]),
        UnitDimension("UnitVolume", base: UnitVolume.liters, [
            "liters": UnitVolume.liters, "milliliters": UnitVolume.milliliters, "centiliters": UnitVolume.centiliters,
            "deciliters": UnitVolume.deciliters, "kiloliters": UnitVolume.kiloliters, "cubicMeters": UnitVolume.cubicMeters,
            "cubicCentimeters": UnitVolume.cubicCentimeters, "cubicInches": UnitVolume.cubicInches, "cubicFeet": UnitVolume.cubicFeet,
            "teaspoons": UnitVolume.teaspoons, "tablespoons": UnitVolume.tablespoons, "fluidOunces": UnitVolume.fluidOunces,
            "cups": UnitVolume.cups, "pints": UnitVolume.pints, "quarts": UnitVolume.quarts, "gallons": UnitVolume.gallons,
            "imperialFluidOunces": UnitVolume.imperialFluidOunces, "imperialPints": UnitVolume.imperialPints,
            "imperialQuarts": UnitVolume.imperialQuarts, "imperialGallons": UnitVolume.imperialGallons,
            "metricCups": UnitVolume.metricCups,
        ]),
        UnitDimension("UnitArea", base: UnitArea.squareMeters, [
            "squareKilometers": UnitArea.squareKilometers, "squareMeters": UnitArea.squareMeters,
            "squareCentimeters": UnitArea.squareCentimeters, "squareMillimeters": UnitArea.squareMillimeters,
            "squareInches": UnitArea.squareInches, "squareFeet": UnitArea.squareFeet, "squareYards": UnitArea.squareYards,
            "squareMiles": UnitArea.squareMiles, "acres": UnitArea.acres, "ares": UnitArea.ares, "hectares": UnitArea.hectares,
        ]),
        UnitDimension("UnitEnergy", base: UnitEnergy.joules, [
            "kilojoules": UnitEnergy.kilojoules, "joules": UnitEnergy.joules, "kilocalories": UnitEnergy.kilocalories,
            "calories": UnitEnergy.calories, "kilowattHours": UnitEnergy.kilowattHours,
        ]),
        UnitDimension("UnitAngle", base: UnitAngle.degrees, [
            "degrees": UnitAngle.degrees, "arcMinutes": UnitAngle.arcMinutes, "arcSeconds": UnitAngle.arcSeconds,
            "radians": UnitAngle.radians, "gradians": UnitAngle.gradians, "revolutions": UnitAngle.revolutions,
        ]),
        UnitDimension("UnitPressure", base: UnitPressure.newtonsPerMetersSquared, [
            "newtonsPerMetersSquared": UnitPressure.newtonsPerMetersSquared, "gigapascals": UnitPressure.gigapascals,
            "megapascals": UnitPressure.megapascals, "kilopascals": UnitPressure.kilopascals, "hectopascals": UnitPressure.hectopascals,
            "inchesOfMercury": UnitPressure.inchesOfMercury, "bars": UnitPressure.bars, "millibars": UnitPressure.millibars,
            "millimetersOfMercury": UnitPressure.millimetersOfMercury, "poundsForcePerSquareInch": UnitPressure.poundsForcePerSquareInch,
        ]),
        UnitDimension("UnitPower", base: UnitPower.watts, [
            "terawatts": UnitPower.terawatts, "gigawatts": UnitPower.gigawatts, "megawatts": UnitPower.megawatts,
            "kilowatts": UnitPower.kilowatts, "watts": UnitPower.watts, "milliwatts": UnitPower.milliwatts,
            "horsepower": UnitPower.horsepower,
        ]),
        UnitDimension("UnitInformationStorage", base: UnitInformationStorage.bytes, [
            "bytes": UnitInformationStorage.bytes, "bits": UnitInformationStorage.bits, "nibbles": UnitInformationStorage.nibbles,
            "yottabytes": UnitInformationStorage.yottabytes, "zettabytes": UnitInformationStorage.zettabytes, "exabytes":
            UnitInformationStorage.exabytes, "petabytes": UnitInformationStorage.petabytes, "terabytes":
            UnitInformationStorage.terabytes, "gigabytes": UnitInformationStorage.gigabytes, "megabytes":
            UnitInformationStorage.megabytes, "kilobytes": UnitInformationStorage.kilobytes, "yottabits":
            UnitInformationStorage.yottabits, "zettabits": UnitInformationStorage.zettabits, "exabits":
            UnitInformationStorage.exabits, "petabits": UnitInformationStorage.petabits, "terabits":
            UnitInformationStorage.terabits, "gigabits": UnitInformationStorage.gigabits, "megabits":
            UnitInformationStorage.megabits, "kilobits": UnitInformationStorage.kilobits, "yobibytes":
            UnitInformationStorage.yobibytes, "zebibytes": UnitInformationStorage.zebibytes, "exbibytes":
            UnitInformationStorage.exbibytes, "pebibytes": UnitInformationStorage.pebibytes, "tebibytes":
            UnitInformationStorage.tebibytes, "gibibytes": UnitInformationStorage.gibibytes, "mebibytes":
            UnitInformationStorage.mebibytes, "kibibytes": UnitInformationStorage.kibibytes, "yobibits":
            UnitInformationStorage.yobibits, "zebibits": UnitInformationStorage.zebibits, "exbibits":
            UnitInformationStorage.exbibits, "pebibits": UnitInformationStorage.pebibits, "tebibits":
            UnitInformationStorage.tebibits, "gibibits": UnitInformationStorage.gibibits, "mebibits":
            UnitInformationStorage.mebibits, "kibibits": UnitInformationStorage.kibibits,
        ]),
    ] }
}

/// `Measurement(value:unit:)`.
final class MeasurementType: NativeCallable {
    var typeName: String { "Measurement.Type" }

    func call(_ arguments: [Interpreter.ArgumentValue], interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value {
        // `Measurement(value: 8, unit: .ounces)` where the type says which dimension: the one unit of that name.
        if let number = interpreter.argument(arguments, "value")?.doubleValue, let name = Self.implicitUnitName(interpreter.argument(arguments, "unit")) {
            let matches = UnitDimension.makeAll().compactMap { dimension in dimension.units[name].map { (dimension, $0) } }
            if matches.count == 1 { return .native(MeasurementValue(Foundation.Measurement(value: number, unit: matches[0].1), matches[0].0)) }
        }
        guard let number = interpreter.argument(arguments, "value")?.doubleValue,
              case .native(let unit as UnitValue)? = interpreter.argument(arguments, "unit") else {
            throw interpreter.runtimeError("expected Measurement(value:unit:) with a unit such as UnitLength.meters", range, source)
        }
        return .native(MeasurementValue(Foundation.Measurement(value: number, unit: unit.unit), unit.dimension))
    }

    func member(_ name: String, interpreter: Interpreter, range: SourceRange, source: SourceText) throws -> Value? {
        name == "init" ? .native(self) : nil
    }

    /// The name of a unit written as an implicit member (`.ounces`); `.seconds` and `.milliseconds` are read as
    /// Duration's functions where nothing names a type, and stand for the units here.
    static func implicitUnitName(_ value: Value?) -> String? {
        switch value {
        case .symbol(let name)?: return name
        case .builtin(let function)? where DurationNamespace.scales[function.name] != nil: return function.name
        default: return nil
        }
    }
}
