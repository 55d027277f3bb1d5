import { ColorTheme, ErrorCode } from '@framehouse/domain';
import { ContractError } from '../../common/errors/contract-error';
import { ErrorList } from '../../common/errors/error-list';
import { checkedStyle, checkedTrackingIds } from './widget-fields';

const failures = (errors: ErrorList) => {
  try {
    errors.throwIfAny();
    return [];
  } catch (error) {
    return (error as ContractError).errors;
  }
};

describe('widget fields', () => {
  const stored = {
    googleAnalyticsTrackingId: 'UA-1234567-1',
    googleAnalytics4MeasurementId: 'G-KEPT1',
    mainColor: '#123456',
    colorTheme: ColorTheme.DARK,
  };

  it('keeps the stored GA ids the input leaves out, trims the given ones and clears empty ones', () => {
    const errors = new ErrorList();
    expect(checkedTrackingIds({ googleAnalytics4MeasurementId: ' ' }, stored, errors)).toEqual({
      googleAnalyticsTrackingId: 'UA-1234567-1',
      googleAnalytics4MeasurementId: null,
    });
    expect(checkedTrackingIds({ googleAnalyticsTrackingId: ' UA-7654321-2 ' }, null, errors)).toEqual({
      googleAnalyticsTrackingId: 'UA-7654321-2',
      googleAnalytics4MeasurementId: null,
    });
    expect(failures(errors)).toEqual([]);
  });

  it('adds both GA format failures to the list', () => {
    const errors = new ErrorList();
    checkedTrackingIds(
      { googleAnalyticsTrackingId: 'G-ABCD', googleAnalytics4MeasurementId: 'UA-1' },
      null,
      errors,
    );
    expect(failures(errors).map((error) => [error.name, error.field])).toEqual([
      [ErrorCode.VALIDATION_ERROR, 'googleAnalyticsTrackingId'],
      [ErrorCode.VALIDATION_ERROR, 'googleAnalytics4MeasurementId'],
    ]);
  });

  it('takes the style given, else the stored one, else the default, and checks the colour', () => {
    const errors = new ErrorList();
    expect(checkedStyle({ colorTheme: ColorTheme.LIGHT }, stored, errors)).toEqual({
      mainColor: '#123456',
      colorTheme: ColorTheme.LIGHT,
    });
    expect(checkedStyle(null, null, errors)).toEqual({ mainColor: '#CE0000', colorTheme: ColorTheme.LIGHT });
    expect(failures(errors)).toEqual([]);
    checkedStyle({ mainColor: 'blue' }, null, errors);
    expect(failures(errors).map((error) => error.field)).toEqual(['mainColor']);
  });
});
