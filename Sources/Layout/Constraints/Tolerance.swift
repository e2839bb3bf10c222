// The one tolerance the simplex uses to decide that a floating-point coefficient is zero.

/// Coefficients and constants whose magnitude is below this are treated as zero (kiwi's `nearZero`).
let simplexTolerance = 1.0e-8

extension Double {
    /// Whether the value is zero within `simplexTolerance`.
    var isNearZero: Bool { abs(self) < simplexTolerance }
}
